import { PrinterOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client';
import { errorMessage } from '../../../app/api-error';
import { savedId } from '../related-object/related-object-model';
import { stringOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** The print call (spec 001 §7.3): objectPrints/{object}/{id}/print, or a custom endpoint with {object} and {id}. */
export function printPath(props: FieldWidgetProps, id: number): string {
  const custom = stringOption(props, 'objectPrintEndPoint');
  const object = encodeURIComponent(props.definition.name);
  if (custom) return custom.replaceAll('{object}', object).replaceAll('{id}', String(id));
  return `objectPrints/${object}/${id}/print`;
}

/**
 * The print button: the server's printable page is fetched with the session and shown in a new tab from
 * a blob, so no token goes in a URL. The page forbids scripts itself.
 */
function ObjectPrint(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const id = savedId(props.record);
  if (id === undefined) return null;

  const print = async () => {
    // Opened before the await: a window opened later is not from the click and gets blocked.
    const tab = window.open('', '_blank');
    if (!tab) {
      void message.warning(t('panels.print.popupBlocked'));
      return;
    }
    setBusy(true);
    try {
      const html = await api.get<string>(printPath(props, id));
      tab.location.href = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    } catch (error) {
      tab.close();
      void message.error({ content: errorMessage(error), duration: 8 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<PrinterOutlined />} loading={busy} onClick={() => void print()}>
      {stringOption(props, 'objectPrintLabel') ?? t('panels.print.button')}
    </Button>
  );
}

export const ObjectPrintWidget: FieldWidget = { Input: ObjectPrint, Display: ObjectPrint, labelled: false };
