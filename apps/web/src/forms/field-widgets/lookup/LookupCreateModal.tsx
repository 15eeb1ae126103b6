import { type RecordData, recordLabel } from '@atrium/core';
import { Modal, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectDefinition } from '../../../metadata/useObjectDefinition';

// Loaded on first use: it draws fields with the widget registry, which itself holds the lookup widget.
const LookupCreateForm = lazy(() =>
  import('./LookupCreateForm').then((module) => ({ default: module.LookupCreateForm })),
);

interface LookupCreateModalProps {
  target: string;
  open: boolean;
  initial: Readonly<Record<string, unknown>>;
  /** The new record with its label. */
  onCreated: (record: RecordData, label: string) => void;
  onClose: () => void;
}

/** 'Add new' from a lookup: a modal that creates a record of the looked-up object and picks it. */
export function LookupCreateModal({ target, open, initial, onCreated, onClose }: LookupCreateModalProps) {
  const { t } = useTranslation();
  const definition = useObjectDefinition(open ? target : undefined);
  const loaded = definition.data ?? undefined;
  return (
    <Modal
      open={open}
      title={t('widgets.lookup.createTitle', { object: loaded?.display_name ?? target })}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <Suspense fallback={<Skeleton active />}>
        {loaded ? (
          <LookupCreateForm
            definition={loaded}
            initial={initial}
            onCreated={(record) => onCreated(record, recordLabel(loaded, record))}
            onCancel={onClose}
          />
        ) : (
          <Skeleton active />
        )}
      </Suspense>
    </Modal>
  );
}
