import type { RealtimeMessage } from '@atrium/core';
import { channels } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge } from 'antd';
import { useCallback } from 'react';
import { useChannel } from '../app/useChannel';
import { useWorkflowTranslation } from '../i18n/resources/workflow';
import { useSession } from '../session/useSession';
import { INBOX_SCOPES } from './inbox-scopes';
import { useAssignments, useThrottled } from './workflow-calls';

/**
 * Listens on the person's own channel: a `workflow.approval` (something new waits for them) tells them
 * and refreshes the lists and counts of what waits.
 */
export function WorkflowApprovalNotifier() {
  const { t } = useWorkflowTranslation();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const me = useSession().profile?.id;
  const refresh = useThrottled(() => {
    void queryClient.invalidateQueries({ queryKey: ['workflow', 'assignments'] });
  });
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.event !== 'workflow.approval') return;
      notification.info({ title: t('workflow.inbox.newApproval'), placement: 'bottomRight' });
      refresh();
    },
    [notification, refresh, t],
  );
  useChannel(me === undefined ? undefined : channels.user(me), onMessage);
  return null;
}

/** How many wait in an inbox entry of the navigation; nothing for other entries or an empty list. */
export function InboxCount({ url }: { url: string }) {
  const scope = INBOX_SCOPES[url];
  return scope ? <Count scope={scope} /> : null;
}

function Count({ scope }: { scope: NonNullable<(typeof INBOX_SCOPES)[string]> }) {
  const list = useAssignments(scope);
  const count = list.data?.data.length ?? 0;
  return count > 0 ? (
    <Badge count={count} size="small" className="atrium-sidebar__count" data-testid="inbox-count" />
  ) : null;
}
