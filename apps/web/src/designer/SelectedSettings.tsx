import { type FormNode, findNode } from '@atrium/core';
import { useCallback } from 'react';
import { type DesignEdit, type DesignState, designEdits } from './design-state';
import { useSelectedId } from './designer-ui-store';
import { SettingsPanel } from './SettingsPanel';

interface SelectedSettingsProps {
  body: FormNode;
  apply: (edit: (state: DesignState) => DesignEdit) => boolean;
  labelOf: (node: FormNode) => string;
  labels: ReadonlyMap<string, string>;
}

/** The settings of whatever is selected; it alone follows the selection, so selecting redraws nothing else. */
export function SelectedSettings({ body, apply, labelOf, labels }: SelectedSettingsProps) {
  const selectedId = useSelectedId();
  const selected = selectedId === undefined ? undefined : findNode(body, selectedId);
  const onOptions = useCallback(
    (patch: Record<string, unknown>) => {
      if (selectedId !== undefined) apply((current) => designEdits.options(current, selectedId, patch));
    },
    [apply, selectedId],
  );
  const onText = useCallback(
    (text: { label?: string; title?: string }) => {
      if (selectedId !== undefined) apply((current) => designEdits.text(current, selectedId, text));
    },
    [apply, selectedId],
  );
  if (!selected) return <SettingsPanel node={undefined} />;
  return (
    <SettingsPanel
      node={selected}
      label={labelOf(selected)}
      attributeLabel={labels.get(selected.attributeName ?? '')}
      onOptions={onOptions}
      onText={onText}
    />
  );
}
