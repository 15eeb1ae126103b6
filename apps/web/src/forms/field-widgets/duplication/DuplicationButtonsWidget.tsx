import { CopyOutlined } from '@ant-design/icons';
import type { RealtimeMessage } from '@atrium/core';
import { channels } from '@atrium/core';
import { App, Button, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api-client';
import { errorMessage } from '../../../app/api-error';
import { useChannel } from '../../../app/useChannel';
import { savedId } from '../related-object/related-object-model';
import { recordPathOf } from '../versions/version-calls';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** Spec 001 §9: the duplicate's message shows for 8 seconds. */
const MESSAGE_SECONDS = 8;

function copyIdOf(message: RealtimeMessage): number | undefined {
  if (message.event !== 'duplicated' || typeof message.data !== 'object' || message.data === null)
    return undefined;
  const id = Number((message.data as { id?: unknown }).id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * 'Duplicate' (spec 001 §4.4): the page is locked while the copy is made in the background; the
 * record's private channel says when it is ready, and the copy opens.
 */
function DuplicationButtons(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const id = savedId(props.record);

  const onMessage = useCallback(
    (event: RealtimeMessage) => {
      const copyId = copyIdOf(event);
      if (copyId === undefined) return;
      setWaiting(false);
      const data = event.data as { message?: unknown };
      const text = typeof data.message === 'string' ? data.message : t('panels.duplication.done');
      void message.success({ content: text, duration: MESSAGE_SECONDS });
      const path = recordPathOf(props.definition, copyId);
      if (path) navigate(path);
    },
    [message, navigate, props.definition, t],
  );
  useChannel(waiting && id !== undefined ? channels.record(props.definition.name, id) : undefined, onMessage);

  if (id === undefined) return null;
  const duplicate = async () => {
    setWaiting(true);
    try {
      await api.post(`${props.definition.api_endpoint}/${id}/duplicate`);
      void message.info(t('panels.duplication.started'));
    } catch (error) {
      setWaiting(false);
      void message.error({ content: errorMessage(error), duration: MESSAGE_SECONDS });
    }
  };
  return (
    <>
      <Button icon={<CopyOutlined />} disabled={waiting || props.readOnly} onClick={() => void duplicate()}>
        {t('panels.duplication.button')}
      </Button>
      {/* The whole page waits: nothing may change the record while it is being copied. */}
      <Spin fullscreen spinning={waiting} tip={t('panels.duplication.started')} />
    </>
  );
}

export const DuplicationButtonsWidget: FieldWidget = {
  Input: DuplicationButtons,
  Display: DuplicationButtons,
  labelled: false,
};
