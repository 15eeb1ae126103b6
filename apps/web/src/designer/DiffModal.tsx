import type { FormDiffEntry, FormStatus } from '@atrium/core';
import { Alert, Checkbox, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDesignerTranslation } from '../i18n/resources/designer';

interface DiffModalProps {
  open: boolean;
  status: FormStatus;
  entries: readonly FormDiffEntry[];
  saving: boolean;
  onConfirm: (removedAttributes: string[]) => void;
  onClose: () => void;
}

const COLOURS = { NEW: 'green', ADDED: 'blue', MODIFIED: 'gold', DELETED: 'red' } as const;

const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What the save will change (spec 001 §4.3), field by field: NEW, ADDED, MODIFIED (with each property
 * before and after) and DELETED. A deleted field's attribute stays unless the administrator ticks it
 * for removal; the server refuses to drop a column that still holds data.
 */
export function DiffModal({ open, status, entries, saving, onConfirm, onClose }: DiffModalProps) {
  const { t } = useDesignerTranslation();
  const [removed, setRemoved] = useState<string[]>([]);
  const toggle = (name: string, on: boolean) =>
    setRemoved((current) => (on ? [...current, name] : current.filter((item) => item !== name)));
  return (
    <Modal
      open={open}
      title={t(status === 'ACTIVE' ? 'designer.diff.publishTitle' : 'designer.diff.draftTitle')}
      okText={t(status === 'ACTIVE' ? 'designer.actions.publish' : 'designer.actions.saveDraft')}
      cancelText={t('designer.actions.back')}
      okButtonProps={{ loading: saving }}
      onOk={() => onConfirm(removed)}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      {entries.length === 0 ? (
        <Alert type="info" showIcon title={t('designer.diff.noFieldChanges')} />
      ) : (
        <Table<FormDiffEntry>
          size="small"
          rowKey="key"
          pagination={false}
          data-testid="designer-diff"
          dataSource={[...entries]}
          columns={[
            {
              title: t('designer.diff.kind'),
              dataIndex: 'kind',
              render: (kind: FormDiffEntry['kind']) => (
                <Tag color={COLOURS[kind]}>{t(`designer.diff.kinds.${kind}`)}</Tag>
              ),
            },
            { title: t('designer.diff.field'), dataIndex: 'label' },
            {
              title: t('designer.diff.changes'),
              key: 'changes',
              render: (_, entry) =>
                entry.kind === 'MODIFIED' ? (
                  <ul className="atrium-designer-diff__changes">
                    {entry.changes.map((change) => (
                      <li key={change.property}>
                        <Typography.Text code>{change.property}</Typography.Text> {shown(change.before)} →{' '}
                        {shown(change.after)}
                      </li>
                    ))}
                  </ul>
                ) : entry.kind === 'DELETED' && entry.key !== entry.nodeId ? (
                  <Checkbox
                    checked={removed.includes(entry.key)}
                    onChange={(e) => toggle(entry.key, e.target.checked)}
                  >
                    {t('designer.diff.removeAttribute')}
                  </Checkbox>
                ) : null,
            },
          ]}
        />
      )}
    </Modal>
  );
}
