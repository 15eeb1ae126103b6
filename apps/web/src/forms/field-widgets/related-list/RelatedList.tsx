import { PlusOutlined } from '@ant-design/icons';
import {
  listColumns,
  type ObjectDefinition,
  permissionScope,
  type RecordData,
  type Relationship,
  recordLabel,
} from '@atrium/core';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listRouteOf } from '../../../metadata/record-route';
import { usePermissions } from '../../../session/permissions/usePermissions';
import { LoadFailed } from '../../../ui/LoadFailed';
import { formatCell, isLeftToRight } from '../shared/cell-format';
import { newChildQuery } from './related-children';
import { useRelatedList } from './useRelatedList';

/** How many fields besides the label a child row shows. */
const KEY_FIELD_COUNT = 3;

interface RelatedListProps {
  relation: Relationship;
  child: ObjectDefinition;
  parentId: number;
}

/** One relationship's children as a titled load-more list (spec 000 §4, §9); hidden without `{child}:view`. */
export function RelatedList({ relation, child, parentId }: RelatedListProps) {
  const { t } = useTranslation();
  const scope = permissionScope(child.name);
  const { ready, has } = usePermissions([`${scope}:view`, `${scope}:create`]);
  const canView = ready && has(`${scope}:view`);
  const { state, loadMore, retry } = useRelatedList({ relation, parentId, enabled: canView });
  const route = listRouteOf(child.name);
  const fields = useMemo(
    () =>
      listColumns(child)
        .filter(
          (attribute) =>
            attribute.name !== child.label_attribute &&
            attribute.name !== relation.foreign_key &&
            attribute.type !== 'polymorphParent',
        )
        .slice(0, KEY_FIELD_COUNT),
    [child, relation.foreign_key],
  );
  if (!canView) return null;

  const fieldsOf = (record: RecordData) =>
    fields
      .map((attribute) => {
        const text = formatCell(attribute, record);
        const shown = text === 'tick' ? t('records.yes') : text;
        // U+2066…U+2069 isolate a phone or number left to right inside the joined text.
        const isolated = shown && isLeftToRight(attribute) ? `\u2066${shown}\u2069` : shown;
        return isolated ? `${attribute.label}: ${isolated}` : '';
      })
      .filter(Boolean)
      .join(' · ');

  const loading = state.status === 'loading';
  const title = child.display_name;
  return (
    <Card
      className="atrium-related"
      title={title}
      role="region"
      aria-label={title}
      extra={
        route && has(`${scope}:create`) ? (
          <Link to={`${route}/new${newChildQuery(relation, parentId)}`}>
            <PlusOutlined /> {t('records.related.newChild', { name: child.display_name })}
          </Link>
        ) : null
      }
    >
      {state.rows.length > 0 ? (
        <ul className="atrium-related__rows">
          {state.rows.map((record) => {
            const label = recordLabel(child, record);
            const details = fieldsOf(record);
            return (
              <li key={record.id} className="atrium-related__row">
                {route ? <Link to={`${route}/${record.id}`}>{label}</Link> : <span>{label}</span>}
                {details ? <Typography.Text type="secondary"> {details}</Typography.Text> : null}
              </li>
            );
          })}
        </ul>
      ) : state.status === 'loaded' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('records.related.empty')} />
      ) : null}
      {loading && state.rows.length === 0 ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {state.status === 'failed' ? (
        <LoadFailed title={t('records.related.loadFailed', { message: state.error ?? '' })} onRetry={retry} />
      ) : null}
      <div className="atrium-related__footer">
        <Typography.Text type="secondary">
          {t('records.related.shown', { shown: state.rows.length, total: state.total })}
        </Typography.Text>
        <Button onClick={loadMore} loading={loading} disabled={state.exhausted || loading}>
          {t('records.related.loadMore')}
        </Button>
      </div>
    </Card>
  );
}
