import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopBarButton, TopBarPrint } from '../../shell/top-bar/top-bar-types';
import { useTopBar } from '../../shell/top-bar/useTopBar';

interface RecordButtonsOptions {
  isNew: boolean;
  /** Locked or read-only: Save and Delete are there but disabled (spec 001 §4.4). */
  blocked: boolean;
  /** The person may delete this record at all. */
  deletable: boolean;
  saving: boolean;
  /** Offers "Why is this hidden?" (administrators). */
  canTrace: boolean;
  /** Offers the history of changes: a saved record of an object that tracks some attribute. */
  hasHistory: boolean;
  onSave: (stay: boolean) => void;
  onDelete: () => void;
  onCancel: () => void;
  onTrace: () => void;
  onHistory: () => void;
  /** The print dropdown, when the record's object has print templates. */
  print?: TopBarPrint | undefined;
}

/** The buttons bar of the record page, in the shell's top bar (spec 001 §2.5). */
export function useRecordButtons(options: RecordButtonsOptions): void {
  const { t } = useTranslation();
  const {
    isNew,
    blocked,
    deletable,
    saving,
    canTrace,
    hasHistory,
    onSave,
    onDelete,
    onCancel,
    onTrace,
    onHistory,
    print,
  } = options;
  const buttons = useMemo<TopBarButton[]>(() => {
    const disabled = blocked || saving;
    const list: TopBarButton[] = [
      { key: 'cancel', kind: 'plain', icon: 'back', label: t('records.cancel'), onClick: onCancel },
      {
        key: 'save-continue',
        kind: 'plain',
        label: t('records.saveAndContinue'),
        disabled,
        onClick: () => onSave(true),
      },
      {
        key: 'save',
        kind: 'plain',
        icon: 'save',
        label: t('topBar.save'),
        disabled,
        onClick: () => onSave(false),
      },
    ];
    if (!isNew && deletable) {
      list.push({
        key: 'delete',
        kind: 'confirm',
        icon: 'delete',
        danger: true,
        label: t('topBar.delete'),
        confirmTitle: t('records.deleteConfirm'),
        disabled,
        onConfirm: onDelete,
      });
    }
    if (!isNew && hasHistory) {
      list.push({ key: 'history', kind: 'plain', label: t('records.historyButton'), onClick: onHistory });
    }
    if (canTrace) {
      list.push({ key: 'why-hidden', kind: 'plain', label: t('records.whyHidden'), onClick: onTrace });
    }
    return list;
  }, [
    t,
    isNew,
    blocked,
    deletable,
    saving,
    canTrace,
    hasHistory,
    onSave,
    onDelete,
    onCancel,
    onTrace,
    onHistory,
  ]);
  const config = useMemo(() => ({ buttons, print }), [buttons, print]);
  useTopBar(config);
}
