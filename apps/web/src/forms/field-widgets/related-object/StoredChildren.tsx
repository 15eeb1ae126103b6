import type { ObjectDefinition, Relationship } from '@atrium/core';
import { Alert, App, Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { useRelatedList } from '../related-list/useRelatedList';
import { ChildPanelView, type ChildPanelViewProps } from './ChildPanelView';
import { HeldFailures } from './HeldFailures';
import { type ChildRow, isTemporaryId } from './related-object-model';
import { useChildMutations } from './useChildMutations';
import { useReorder } from './useReorder';

interface StoredChildrenProps extends Pick<ChildPanelViewProps, 'options' | 'parent' | 'can'> {
  child: ObjectDefinition;
  relation: Relationship;
  parentId: number;
  /** Children held in the form that could not be created with the parent (ids n1, n2, …). */
  held: readonly ChildRow[];
  onHeldChange: (rows: ChildRow[]) => void;
  /** Told how many children the parent has, stored and held, once the first page tells the total. */
  onChildCount: ((count: number | undefined) => void) | undefined;
}

/**
 * A saved parent's children: loaded page by page (again from the first on the child object's
 * '::refresh'), each change saved at once through the child's calls.
 * Children held from before the parent was saved follow the stored ones until they are saved or removed.
 */
export function StoredChildren({
  child,
  relation,
  parentId,
  held,
  onHeldChange,
  onChildCount,
  ...view
}: StoredChildrenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { state, loadMore, retry } = useRelatedList({ relation, parentId, enabled: true });
  const [order, setOrder] = useState<ChildRow[]>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a live insert replaces a local order.
  useEffect(() => setOrder(undefined), [state.rows]);
  const stored: ChildRow[] = order ?? state.rows;
  const count = state.page > 0 ? state.total + held.length : undefined;
  useEffect(() => onChildCount?.(count), [onChildCount, count]);
  useEffect(() => () => onChildCount?.(undefined), [onChildCount]);
  const mutations = useChildMutations({ child, relation, parentId });
  const move = useReorder({ child, rows: stored, setOrder });

  // A held child is created on its first save here; until then it lives only in the form.
  const save = async (row: ChildRow, isNew: boolean) => {
    if (!isTemporaryId(row.id)) return mutations.save(row, isNew);
    const rest = held.filter((current) => current.id !== row.id);
    const created = await mutations.save(row, true);
    if (created) onHeldChange(rest);
    return created;
  };

  const footer = (
    <>
      <HeldFailures child={child} rows={held} />
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('panels.common.loadFailed', { message: state.error ?? '' })}
          action={
            <Button size="small" onClick={retry}>
              {t('panels.common.retry')}
            </Button>
          }
        />
      ) : null}
      {state.exhausted ? null : (
        <div className="atrium-related__footer">
          <Typography.Text type="secondary">
            {t('records.related.shown', { shown: state.rows.length, total: state.total })}
          </Typography.Text>
          <Button onClick={loadMore} loading={state.status === 'loading'}>
            {t('records.related.loadMore')}
          </Button>
        </div>
      )}
    </>
  );

  return (
    <ChildPanelView
      {...view}
      child={child}
      relation={relation}
      rows={[...stored, ...held]}
      saving={mutations.saving}
      error={mutations.error}
      onSave={save}
      onDelete={(row) => {
        if (isTemporaryId(row.id)) {
          onHeldChange(held.filter((current) => current.id !== row.id));
          return;
        }
        void mutations.remove(row.id).catch((failure: unknown) => {
          void message.error({ content: errorMessage(failure), duration: 8 });
        });
      }}
      onMove={(from, to) => {
        // Only stored children have a place in the saved order.
        if (!isTemporaryId(from) && !isTemporaryId(to)) void move(from, to);
      }}
      footer={footer}
    />
  );
}
