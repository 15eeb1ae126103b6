import { type ObjectDefinition, recordLabel } from '@atrium/core';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ChildRow, heldFailure } from './related-object-model';

/** Which held children could not be created with their parent, and the server's reason for each. */
export function HeldFailures({ child, rows }: { child: ObjectDefinition; rows: readonly ChildRow[] }) {
  const { t } = useTranslation();
  const failed = rows.flatMap((row) => {
    const failure = heldFailure(row);
    return failure
      ? [{ id: String(row.id), label: recordLabel(child, row) || `#${String(row.id)}`, failure }]
      : [];
  });
  if (failed.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="atrium-related__held-failures"
      title={t('panels.related.heldFailed', { name: child.display_name })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {failed.map((row) => (
            <li key={row.id}>{t('panels.related.heldFailure', { label: row.label, reason: row.failure })}</li>
          ))}
        </ul>
      }
    />
  );
}
