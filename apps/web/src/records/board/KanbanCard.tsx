import type { Attribute, RecordData } from '@atrium/core';
import { useDraggable } from '@dnd-kit/core';
import { Card } from 'antd';
import { CellValue } from '../../forms/field-widgets/shared/CellValue';

/** Record-level bitmask (spec 000 §6): 2 is edit. */
const EDIT = 2;

/** One record on the board: its label as the title, a few listed fields as the body; dragged to move. */
export function KanbanCard({
  record,
  column,
  title,
  fields,
  onOpen,
}: {
  record: RecordData;
  column: string | null;
  title: string;
  fields: readonly Attribute[];
  onOpen: (record: RecordData) => void;
}) {
  const editable = (record.permission & EDIT) === EDIT;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `card:${record.id}`,
    data: { record, column },
    disabled: !editable,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10 }
    : undefined;
  return (
    <div ref={setNodeRef} style={style} {...listeners} {...attributes} data-record-id={record.id}>
      <Card
        size="small"
        className="atrium-kanban__card"
        title={title}
        hoverable
        style={{ opacity: isDragging ? 0.6 : 1, cursor: editable ? 'grab' : 'pointer' }}
        onClick={() => onOpen(record)}
      >
        {fields.map((attribute) => (
          <div key={attribute.name} className="atrium-kanban__field">
            <CellValue attribute={attribute} record={record} />
          </div>
        ))}
      </Card>
    </div>
  );
}
