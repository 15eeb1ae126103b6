import { permissionScope, recordLabel } from '@atrium/core';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectDefinition } from '../../../metadata/useObjectDefinition';
import { usePermissions } from '../../../session/permissions/usePermissions';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { PendingChildren } from './PendingChildren';
import { panelOptions, panelRelation, pendingRows } from './related-object-model';
import { StoredChildren } from './StoredChildren';
import { useParentId } from './useParentId';

function RelatedObjectPanel(props: FieldWidgetProps & { display: boolean }) {
  const { t } = useTranslation();
  const relation = panelRelation(props);
  const childName = relation?.child_object;
  const childQuery = useObjectDefinition(childName);
  const scope = permissionScope(childName ?? '');
  const permissions = usePermissions(
    childName ? [`${scope}:view`, `${scope}:create`, `${scope}:edit`, `${scope}:delete`] : [],
  );
  const parentId = useParentId(props.record);
  if (!relation) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('panels.related.noRelationship', {
          object: props.definition.name,
          relationship: props.node.attributeName ?? '',
        })}
      />
    );
  }
  const child = childQuery.data;
  if (!child || !permissions.ready) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!permissions.has(`${scope}:view`)) return null;

  const writable = !props.display && !props.readOnly;
  const can = {
    add: writable && permissions.has(`${scope}:create`),
    edit: writable && (parentId === undefined || permissions.has(`${scope}:edit`)),
    delete: writable && (parentId === undefined || permissions.has(`${scope}:delete`)),
    reorder: writable && child.has_ordering,
  };
  const view = {
    options: panelOptions(props),
    parent: {
      objectName: props.definition.display_name,
      label: recordLabel(props.definition, props.record) || props.definition.display_name,
    },
    can,
  };
  if (parentId === undefined) {
    return (
      <PendingChildren
        {...view}
        child={child}
        relation={relation}
        rows={pendingRows(props.value)}
        onChange={props.onChange}
      />
    );
  }
  return (
    <StoredChildren
      {...view}
      child={child}
      relation={relation}
      parentId={parentId}
      held={pendingRows(props.value)}
      onHeldChange={(rows) => props.onChange(rows.length ? rows : undefined)}
      onChildCount={props.onChildCount}
    />
  );
}

const Input = (props: FieldWidgetProps) => <RelatedObjectPanel {...props} display={false} />;
const Display = (props: FieldWidgetProps) => <RelatedObjectPanel {...props} display />;

/** relatedObject (spec 001 §2.4): a child list in grid or card mode with inline or modal editing. */
export const RelatedObjectWidget: FieldWidget = { Input, Display, labelled: false };
