import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiChoiceDisplay } from '../shared/ChoiceDisplay';
import { listOf } from '../shared/field-value';
import { inputA11y } from '../shared/input-a11y';
import { useChoiceOptions } from '../shared/useChoiceOptions';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { reorder } from './reorder';
import { SortableChoice } from './SortableChoice';

function DragDropSelectInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { offered, labelOf } = useChoiceOptions(props);
  const values = listOf(props.value);
  const key = values.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`.
  const remaining = useMemo(() => {
    const chosen = new Set(values);
    return offered.filter((item) => !chosen.has(item.value));
  }, [offered, key]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorder(values, String(active.id), over ? String(over.id) : undefined);
    if (next.join('\u0000') !== key) props.onChange(next);
  };
  return (
    <div className="atrium-drag-drop-select">
      <Select<string>
        {...inputA11y(props)}
        value={null}
        options={remaining}
        showSearch={{ optionFilterProp: 'label' }}
        disabled={props.readOnly || remaining.length === 0}
        placeholder={t('widgets.dragDrop.add')}
        style={{ width: '100%' }}
        onChange={(added) => props.onChange([...values, added])}
      />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={values} strategy={verticalListSortingStrategy}>
          <ol
            className="atrium-sortable-choices"
            style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}
          >
            {values.map((value) => (
              <SortableChoice
                key={value}
                value={value}
                label={labelOf(value)}
                disabled={props.readOnly}
                onRemove={(removed) => props.onChange(values.filter((item) => item !== removed))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

/** dragDropSelect: items of `options.items` chosen one by one and put in order by dragging. */
export const DragDropSelectWidget: FieldWidget = {
  Input: DragDropSelectInput,
  Display: MultiChoiceDisplay,
  labelled: true,
};
