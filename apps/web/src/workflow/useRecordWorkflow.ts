import { channels } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useChannel } from '../app/useChannel';
import { savedId } from '../forms/field-widgets/related-object/related-object-model';
import type { FieldWidgetProps } from '../forms/field-widgets/widget-types';
import { useThrottled, type WorkflowTarget, workflowKeys } from './workflow-calls';

/** The widget's workflow (spec 001 §3.5): overrideWorkflowId wins over workflowId; a name or an id. */
export function workflowOf(props: Pick<FieldWidgetProps, 'node' | 'attribute'>): string | undefined {
  for (const options of [props.node.options, props.attribute?.options]) {
    for (const key of ['overrideWorkflowId', 'workflowId']) {
      const value = options?.[key];
      if ((typeof value === 'number' && value > 0) || (typeof value === 'string' && value.trim() !== ''))
        return String(value).trim();
    }
  }
  return undefined;
}

/**
 * The record's workflow as a widget sees it: undefined before the record is saved or without a
 * workflow. While mounted, the record's workflow channel reloads status and timeline (throttled).
 */
export function useRecordWorkflow(props: FieldWidgetProps): {
  target: WorkflowTarget | undefined;
  workflow: string | undefined;
  saved: boolean;
} {
  const queryClient = useQueryClient();
  const id = savedId(props.record);
  const workflow = workflowOf(props);
  const object = props.definition.name;
  const target = useMemo(
    () => (id !== undefined && workflow !== undefined ? { object, id, workflow } : undefined),
    [object, id, workflow],
  );
  const reload = useThrottled(() => {
    if (id === undefined) return;
    void queryClient.invalidateQueries({ queryKey: workflowKeys.record(object, id) });
  });
  const onMessage = useCallback(() => reload(), [reload]);
  useChannel(target ? channels.workflow(object, target.id) : undefined, onMessage);
  return { target, workflow, saved: id !== undefined };
}
