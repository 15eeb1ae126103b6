import type { ObjectDefinition, Relationship } from '@atrium/core';
import { Alert, App, Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { useRelatedList } from '../../../records/related/useRelatedList';
import { ChildPanelView, type ChildPanelViewProps } from './ChildPanelView';
import type { ChildRow } from './related-object-model';
import { useChildMutations } from './useChildMutations';
import { useReorder } from './useReorder';

interface StoredChildrenProps extends Pick<ChildPanelViewProps, 'options' | 'parent' | 'can'> {
  child: ObjectDefinition;
  relation: Relationship;
  parentId: number;
  onChanged: () => void;
}

/** A saved parent's children: loaded page by page, each change saved at once through the child's calls. */
export function StoredChildren({ child, relation, parentId, onChanged, ...view }: StoredChildrenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { state, loadMore, retry } = useRelatedList({ relation, parentId, enabled: true });
  const [order, setOrder] = useState<ChildRow[]>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a live insert replaces a local order.
  useEffect(() => setOrder(undefined), [state.rows]);
  const rows: ChildRow[] = order ?? state.rows;
  const mutations = useChildMutations({ child, relation, parentId, onChanged });
  const move = useReorder({ child, rows, setOrder });

  const footer = (
    <>
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
      rows={rows}
      saving={mutations.saving}
      error={mutations.error}
      onSave={mutations.save}
      onDelete={(row) =>
        void mutations.remove(row.id).catch((failure: unknown) => {
          void message.error({ content: errorMessage(failure), duration: 8 });
        })
      }
      onMove={(from, to) => void move(from, to)}
      footer={footer}
    />
  );
}
