import { BranchesOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-error';
import { savedId } from '../related-object/related-object-model';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { isActiveVersion, recordPathOf, versionCalls } from './version-calls';

/** 'Create Version' (spec 001 §4.4): only for a saved record that is the active version; opens the new one. */
function VersionsButtons(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const id = savedId(props.record);
  if (id === undefined || !props.definition.has_versioning || !isActiveVersion(props.record)) return null;

  const create = async () => {
    setBusy(true);
    try {
      const created = await versionCalls.create(props.definition, id);
      void message.success(t('panels.versions.created'));
      await queryClient.invalidateQueries({ queryKey: ['versions', props.definition.name] });
      const path = recordPathOf(props.definition, created.id);
      if (path) navigate(path);
    } catch (error) {
      void message.error({ content: errorMessage(error), duration: 8 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<BranchesOutlined />}
      loading={busy}
      disabled={props.readOnly}
      onClick={() => void create()}
    >
      {t('panels.versions.create')}
    </Button>
  );
}

export const VersionsButtonsWidget: FieldWidget = {
  Input: VersionsButtons,
  Display: VersionsButtons,
  labelled: false,
};
