import type { ObjectDefinition, Relationship } from '@atrium/core';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChildPanelView, type ChildPanelViewProps } from './ChildPanelView';
import { type ChildRow, moveRow, nextTemporaryId } from './related-object-model';

interface PendingChildrenProps extends Pick<ChildPanelViewProps, 'options' | 'parent' | 'can'> {
  child: ObjectDefinition;
  relation: Relationship;
  rows: ChildRow[];
  onChange: (rows: ChildRow[]) => void;
}

/**
 * An unsaved parent's children (spec 001 §4.4): kept in memory with ids n1, n2, … and handed to the
 * form as this field's value, so the form page saves them after the parent.
 */
export function PendingChildren({ child, relation, rows, onChange, ...view }: PendingChildrenProps) {
  const { t } = useTranslation();
  const save = async (row: ChildRow, isNew: boolean) => {
    if (isNew) onChange([...rows, { ...row, id: nextTemporaryId(rows) }]);
    else onChange(rows.map((current) => (current.id === row.id ? row : current)));
    return true;
  };
  return (
    <ChildPanelView
      {...view}
      child={child}
      relation={relation}
      rows={rows}
      saving={false}
      error={undefined}
      onSave={save}
      onDelete={(row) => onChange(rows.filter((current) => current.id !== row.id))}
      onMove={(from, to) => onChange(moveRow(rows, from, to))}
      footer={
        rows.length > 0 ? (
          <Typography.Text type="secondary">{t('panels.related.unsaved')}</Typography.Text>
        ) : null
      }
    />
  );
}
