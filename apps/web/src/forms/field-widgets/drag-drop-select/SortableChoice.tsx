import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface SortableChoiceProps {
  value: string;
  label: string;
  disabled: boolean;
  onRemove: (value: string) => void;
}

/** One chosen item: a drag handle (pointer or keyboard), its label and a remove button. */
export function SortableChoice({ value, label, disabled, onRemove }: SortableChoiceProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: value,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      className="atrium-sortable-choice"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '2px 0',
      }}
    >
      {!disabled && (
        <Button
          size="small"
          type="text"
          icon={<HolderOutlined />}
          aria-label={t('widgets.dragDrop.move', { label })}
          {...attributes}
          {...listeners}
        />
      )}
      <span style={{ flex: 1 }}>{label}</span>
      {!disabled && (
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('widgets.dragDrop.remove', { label })}
          onClick={() => onRemove(value)}
        />
      )}
    </li>
  );
}
