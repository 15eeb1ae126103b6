import type { ObjectDefinition, Relationship } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { RelatedList } from '../../forms/field-widgets/related-list/RelatedList';
import { childRelationships } from '../../forms/field-widgets/related-list/related-children';
import { useObjectDefinition } from '../../metadata/useObjectDefinition';

interface RelatedRecordsProps {
  definition: ObjectDefinition;
  parentId: number;
}

/** A record's children, one load-more list per relationship the object is the parent of. */
export function RelatedRecords({ definition, parentId }: RelatedRecordsProps) {
  const { t } = useTranslation();
  const relations = childRelationships(definition);
  if (relations.length === 0) return null;
  return (
    <section className="atrium-related-records" aria-label={t('records.related.heading')}>
      {relations.map((relation) => (
        <RelatedPanel key={relation.id} relation={relation} parentId={parentId} />
      ))}
    </section>
  );
}

/** Waits for the child's definition; a child the server does not know shows nothing. */
function RelatedPanel({ relation, parentId }: { relation: Relationship; parentId: number }) {
  const child = useObjectDefinition(relation.child_object);
  if (!child.data) return null;
  return <RelatedList relation={relation} child={child.data} parentId={parentId} />;
}
