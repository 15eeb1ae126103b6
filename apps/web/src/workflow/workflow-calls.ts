import type {
  WorkflowAssignmentAnswer,
  WorkflowAssignmentScope,
  WorkflowNotStartedAnswer,
  WorkflowStatusAnswer,
  WorkflowTimelineAnswer,
} from '@atrium/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../app/api-client';
import { useWorkflowTranslation } from '../i18n/resources/workflow';
import { localizedAssignment, localizedStatus } from './workflow-labels';

/** The calls of docs/api/workflow.md the record widgets and the inbox make, with their cache keys. */

export interface WorkflowTarget {
  object: string;
  id: number | string;
  /** A workflow's name or its definition id (the widgets' workflowId option). */
  workflow: string;
}

export type StatusAnswer = WorkflowStatusAnswer | WorkflowNotStartedAnswer;

export const workflowKeys = {
  all: ['workflow'] as const,
  record: (object: string, id: number | string) => ['workflow', 'record', object, String(id)] as const,
  status: (target: WorkflowTarget) =>
    [...workflowKeys.record(target.object, target.id), 'status', target.workflow] as const,
  timeline: (target: WorkflowTarget) =>
    [...workflowKeys.record(target.object, target.id), 'timeline', target.workflow] as const,
  assignments: (scope: WorkflowAssignmentScope) => ['workflow', 'assignments', scope] as const,
};

const recordPath = (target: WorkflowTarget, what: 'status' | 'timeline' | 'start') =>
  `workflow/objects/${target.object}/${target.id}/${what}/${encodeURIComponent(target.workflow)}`;

/** The record's workflow status, its labels in the reader's language. */
export function useWorkflowStatus(target: WorkflowTarget | undefined) {
  const locale = useWorkflowTranslation().i18n.language;
  const select = useCallback(
    (answer: StatusAnswer): StatusAnswer =>
      answer.instance === null ? answer : localizedStatus(answer, locale),
    [locale],
  );
  return useQuery({
    queryKey: target ? workflowKeys.status(target) : ['workflow', 'none'],
    queryFn: () => api.get<StatusAnswer>(recordPath(target as WorkflowTarget, 'status')),
    enabled: target !== undefined,
    select,
  });
}

export function useWorkflowTimeline(target: WorkflowTarget | undefined) {
  return useQuery({
    queryKey: target ? workflowKeys.timeline(target) : ['workflow', 'none'],
    queryFn: () => api.get<WorkflowTimelineAnswer>(recordPath(target as WorkflowTarget, 'timeline')),
    enabled: target !== undefined,
  });
}

/** What waits in an inbox, its labels in the reader's language. */
export function useAssignments(scope: WorkflowAssignmentScope) {
  const locale = useWorkflowTranslation().i18n.language;
  const select = useCallback(
    (answer: { data: WorkflowAssignmentAnswer[] }) => ({
      data: answer.data.map((row) => localizedAssignment(row, locale)),
    }),
    [locale],
  );
  return useQuery({
    queryKey: workflowKeys.assignments(scope),
    queryFn: () =>
      api.get<{ data: WorkflowAssignmentAnswer[] }>('workflow/assignments', { query: { scope } }),
    select,
  });
}

/** Every workflow action: it answers the instance; whatever it changed is read again. */
export const workflowActions = {
  start: (target: WorkflowTarget) => api.post<{ instance: number }>(recordPath(target, 'start')),
  trigger: (instance: number, name: string) =>
    api.post<{ instance: number }>(`workflow/instances/${instance}/trigger/${encodeURIComponent(name)}`),
  decide: (instance: number, nodeId: string, option: string, input?: string) =>
    api.post<{ instance: number }>(`workflow/instances/${instance}/decide/${encodeURIComponent(nodeId)}`, {
      option,
      ...(input ? { input } : {}),
    }),
  approve: (approval: number, comment?: string) =>
    api.post<{ instance: number }>(`workflow/approvals/${approval}/approve`, comment ? { comment } : {}),
  reject: (approval: number, comment?: string) =>
    api.post<{ instance: number }>(`workflow/approvals/${approval}/reject`, comment ? { comment } : {}),
};

/**
 * After an action (spec 000 §4): the cached status and timeline are cleared and read again, with the
 * lists of what waits for people. (A step's field changes reach the record page on its own channel.)
 */
export async function refreshAfterAction(
  queryClient: QueryClient,
  record?: { object: string; id: number | string },
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: record ? workflowKeys.record(record.object, record.id) : workflowKeys.all,
    }),
    queryClient.invalidateQueries({ queryKey: ['workflow', 'assignments'] }),
  ]);
}

/** Spec 000 §9: live events reload the timeline and the status at most once a second. */
export const LIVE_THROTTLE_MS = 1000;

/** A call run at most once per `ms`: a burst runs it at once, then once more at the end of the window. */
export function useThrottled(run: () => void, ms: number = LIVE_THROTTLE_MS): () => void {
  const latest = useRef(run);
  latest.current = run;
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current !== undefined) return;
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      latest.current();
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      latest.current();
    }, wait);
  }, [ms]);
}
