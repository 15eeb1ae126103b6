import type { RealtimeMessage } from '@atrium/core';
import { channels, type PrintReady, printReadySchema } from '@atrium/core';
import { App, Button } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { api, apiDownload } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useChannel } from '../app/useChannel';
import { useTemplatesTranslation } from '../i18n/resources/templates';
import { useSession } from '../session/useSession';
import type { TopBarPrint } from '../shell/top-bar/top-bar-types';
import { usePrintTemplates } from './templates-api';

const TOAST = 'atrium-print';

/** Saves a file the session fetched (no token ever goes in a URL). */
async function saveDocument(url: string): Promise<void> {
  const file = await apiDownload(url);
  const link = document.createElement('a');
  const href = URL.createObjectURL(file.blob);
  link.href = href;
  link.download = file.filename || 'print.pdf';
  link.click();
  URL.revokeObjectURL(href);
}

/**
 * Printing a saved record through one of its object's templates, asynchronously (spec 000 §4): the
 * server is asked, the toast 'Please wait your file is getting generated...' shows, and when the live
 * `download` event for this print arrives on the person's channel its url is fetched and saved; the
 * notification keeps a link to fetch it again.
 */
export function useRecordPrint(object: string, id: string | undefined): TopBarPrint | undefined {
  const { t } = useTemplatesTranslation();
  const { message, notification } = App.useApp();
  const me = useSession().profile?.id;
  const templates = usePrintTemplates(id === undefined ? undefined : object);
  const [busy, setBusy] = useState(false);
  const pending = useRef(new Set<string>());

  const onMessage = useCallback(
    (incoming: RealtimeMessage) => {
      if (incoming.event !== 'download') return;
      const parsed = printReadySchema.safeParse(incoming.data);
      if (!parsed.success) return;
      const ready: PrintReady = parsed.data;
      const key = `${ready.object}:${ready.id}:${ready.template}`;
      if (!pending.current.delete(key)) return;
      setBusy(pending.current.size > 0);
      message.destroy(TOAST);
      const fetchIt = () =>
        saveDocument(ready.url).catch((error: unknown) =>
          message.error(t('templates.printFailed', { message: errorMessage(error) })),
        );
      notification.success({
        title: t('templates.printReady'),
        placement: 'bottomRight',
        duration: 0,
        actions: (
          <Button type="link" onClick={() => void fetchIt()}>
            {t('templates.download')}
          </Button>
        ),
      });
      void fetchIt();
    },
    [message, notification, t],
  );
  useChannel(me === undefined || id === undefined ? undefined : channels.user(me), onMessage);

  const onPrint = useCallback(
    (templateKey: string) => {
      if (id === undefined) return;
      const template = Number(templateKey);
      const key = `${object}:${id}:${template}`;
      pending.current.add(key);
      setBusy(true);
      void message.loading({ key: TOAST, content: t('templates.printing'), duration: 0 });
      api
        .post(`objectPrints/${encodeURIComponent(object)}/${id}/print`, { template })
        .catch((error: unknown) => {
          pending.current.delete(key);
          setBusy(pending.current.size > 0);
          message.destroy(TOAST);
          void message.error(t('templates.printFailed', { message: errorMessage(error) }));
        });
    },
    [object, id, message, t],
  );

  const list = templates.data?.templates;
  return useMemo(
    () => (list && Object.keys(list).length > 0 ? { templates: list, onPrint, loading: busy } : undefined),
    [list, onPrint, busy],
  );
}
