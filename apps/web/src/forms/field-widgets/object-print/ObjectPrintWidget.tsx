import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client';
import { errorMessage } from '../../../app/api-error';
import { useRecordPrint } from '../../../templates/useRecordPrint';
import { savedId } from '../related-object/related-object-model';
import { listOption, stringOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** The print call (spec 001 §7.3): objectPrints/{object}/{id}/print, or a custom endpoint with {object} and {id}. */
export function printPath(props: FieldWidgetProps, id: number): string {
  const custom = stringOption(props, 'objectPrintEndPoint');
  const object = encodeURIComponent(props.definition.name);
  if (custom) return custom.replaceAll('{object}', object).replaceAll('{id}', String(id));
  return `objectPrints/${object}/${id}/print`;
}

/**
 * The object's print templates this widget offers (spec 001 §3.5 `filterByTemplateNames`): those named,
 * in the option's order, or all of them when it names none. Keyed by template id, as the print call wants.
 */
export function offeredTemplates(
  templates: Readonly<Record<string, string>>,
  names: readonly string[],
): [id: string, name: string][] {
  const all = Object.entries(templates);
  if (names.length === 0) return all;
  return names.flatMap((name) => all.filter(([, templateName]) => templateName === name));
}

/**
 * The print button. With print templates for the object, a menu of them: the chosen one is printed to
 * a PDF by the same asynchronous print as the top bar's (the toast, then the live download). Without
 * any, the server's printable page is fetched with the session and shown in a new tab from
 * a blob, so no token goes in a URL. The page forbids scripts itself.
 */
function ObjectPrint(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const id = savedId(props.record);
  const templates = useRecordPrint(props.definition.name, id === undefined ? undefined : String(id));
  if (id === undefined) return null;
  const label = stringOption(props, 'objectPrintLabel') ?? t('panels.print.button');
  const offered = templates
    ? offeredTemplates(templates.templates, listOption(props, 'filterByTemplateNames'))
    : [];
  if (templates && offered.length > 0)
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: offered.map(([key, name]) => ({ key, label: name })),
          onClick: ({ key }) => templates.onPrint(key),
        }}
      >
        <Button icon={<PrinterOutlined />} loading={templates.loading}>
          {label} <DownOutlined />
        </Button>
      </Dropdown>
    );

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
      {label}
    </Button>
  );
}

export const ObjectPrintWidget: FieldWidget = { Input: ObjectPrint, Display: ObjectPrint, labelled: false };
