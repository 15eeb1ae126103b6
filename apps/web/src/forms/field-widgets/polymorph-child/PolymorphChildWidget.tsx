import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectDefinition } from '../../../metadata/useObjectDefinition';
import { RelatedList } from '../related-list/RelatedList';
import { panelRelation, savedId } from '../related-object/related-object-model';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/**
 * polymorphChild: the record's children through a polymorphic relationship (notes, say), listed by the
 * relationship's own list call, with New prefilled with this record as their parent.
 */
function PolymorphChild(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const relation = panelRelation(props);
  const child = useObjectDefinition(relation?.child_object);
  const parentId = savedId(props.record);
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
  if (parentId === undefined) return null;
  if (!child.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return <RelatedList relation={relation} child={child.data} parentId={parentId} />;
}

export const PolymorphChildWidget: FieldWidget = {
  Input: PolymorphChild,
  Display: PolymorphChild,
  labelled: false,
};
