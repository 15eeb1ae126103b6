import { type FormNode, isFieldType } from '@atrium/core';
import { memo, useCallback } from 'react';
import { attributeLabel } from '../../i18n/metadata-labels';
import type { FieldWidgetProps } from '../field-widgets/widget-types';
import { fieldFrame } from './field-frame';
import { nodeFlag, nodeText } from './node-options';
import { useFormContext } from './renderer-context';
import { useDeferredWidget } from './useDeferredWidget';
import { useFieldSnapshot } from './useFieldSnapshot';
import { useRecordLoads } from './useRecordLoads';

/**
 * One field: its widget (or, far from the viewport, the widget's light shell) inside its frame.
 * Memoised on its node and subscribed to its own value, errors and rule state, and to loads of the
 * record (widgets read its id and flags), so typing elsewhere never renders it.
 */
export const FieldNode = memo(function FieldNode({ node }: { node: FormNode }) {
  const context = useFormContext();
  const { attributes, widgets, store, object, isNew, onBatchChange } = context;
  const name = node.attributeName;
  const field = useFieldSnapshot(name);
  useRecordLoads();
  const onChange = useCallback(
    (value: unknown) => {
      if (name) context.onChange(name, value);
    },
    [context, name],
  );
  const onChildCount = useCallback(
    (count: number | undefined) => {
      if (name) store.setChildCount(name, count);
    },
    [store, name],
  );
  const widget = isFieldType(node.type) ? widgets[node.type] : undefined;
  const { rules } = field;
  const hidden =
    rules.visibility === 'hidden' || (nodeFlag(node, 'hideField') && rules.visibility !== 'shown');
  const attribute = name ? attributes.get(name) : undefined;
  const readOnly =
    context.readOnly ||
    field.locked ||
    rules.readOnly ||
    nodeFlag(node, 'readOnly') ||
    nodeFlag(node, 'disabled');
  const required = nodeFlag(node, 'required') || attribute?.options.required === true || rules.required;
  const inputId = `attrib_${name ?? node.id}`;
  const props: FieldWidgetProps = {
    node,
    attribute,
    definition: object,
    record: store.record,
    value: field.value,
    onChange,
    onBatchChange,
    readOnly,
    required,
    isNew,
    allowedOptions: rules.allowedOptions,
    errors: field.errors,
    inputId,
    onChildCount,
  };
  // Off-screen inputs start as light shells; read-only displays are light already.
  const deferred = useDeferredWidget(inputId, () =>
    widget?.labelled && !hidden && !readOnly && context.activation.defers
      ? widget.shellFor?.(props)
      : undefined,
  );
  if (!widget || hidden) return null;

  const Widget = readOnly ? widget.Display : widget.Input;
  const control = deferred.shell ?? <Widget {...props} />;
  if (!widget.labelled) return control;
  const label = nodeFlag(node, 'hideLabel')
    ? undefined
    : (node.label ?? (attribute ? attributeLabel(attribute, context.language) : nodeText(node, 'title')));
  return fieldFrame({
    frame: deferred.frame,
    inputId,
    label,
    required: required && !readOnly,
    loading: field.loading,
    errors: field.errors,
    warnings: rules.warnings,
    help: nodeText(node, 'description') ?? nodeText(node, 'help'),
    shell: deferred.shell !== undefined,
    control,
  });
});
