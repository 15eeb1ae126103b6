import type { ObjectDefinition, Relationship } from '@atrium/core';
import { Card, Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectDefinition } from '../../../metadata/useObjectDefinition';
import { RelatedList } from '../related-list/RelatedList';
import { savedId } from '../related-object/related-object-model';
import { listOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** The activity leaves of spec 001 §3.5, each an object of that name when the metadata has one. */
export const FOLIO_LEAVES = ['note', 'activity', 'call', 'email', 'task', 'appointment'] as const;
export type FolioLeaf = (typeof FOLIO_LEAVES)[number];

export function activeLeaves(props: FieldWidgetProps): FolioLeaf[] {
  const listed = listOption(props, 'activeLeaves').filter((leaf): leaf is FolioLeaf =>
    (FOLIO_LEAVES as readonly string[]).includes(leaf),
  );
  return listed.length > 0 ? listed : [...FOLIO_LEAVES];
}

/** The relationship from this object to the leaf's object, polymorphic or one-to-many. */
export function leafRelation(definition: ObjectDefinition, leaf: FolioLeaf): Relationship | undefined {
  return Object.values(definition.relationships).find(
    (relation) => relation.parent_object === definition.name && relation.child_object === leaf,
  );
}

function LeafList({ relation, parentId }: { relation: Relationship; parentId: number }) {
  const child = useObjectDefinition(relation.child_object);
  if (!child.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return <RelatedList relation={relation} child={child.data} parentId={parentId} />;
}

/** folio (spec 001 §3.5): a tab per active leaf listing this record's notes, calls, tasks, … */
function Folio(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const parentId = savedId(props.record);
  if (parentId === undefined) return null;
  const items = activeLeaves(props).map((leaf) => {
    const relation = leafRelation(props.definition, leaf);
    const label = t(`panels.folio.${leaf}`);
    return {
      key: leaf,
      label,
      children: relation ? (
        <LeafList relation={relation} parentId={parentId} />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('panels.folio.notAvailable', { name: leaf })}
        />
      ),
    };
  });
  return (
    <Card title={t('panels.folio.title')} role="region" aria-label={t('panels.folio.title')}>
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}

export const FolioWidget: FieldWidget = { Input: Folio, Display: Folio, labelled: false };
