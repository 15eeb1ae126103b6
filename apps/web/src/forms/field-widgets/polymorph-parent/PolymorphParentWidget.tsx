import { Flex, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../lookup/LookupSelect';
import { polymorphParents } from '../lookup/lookup-relations';
import { EmptyValue } from '../shared/EmptyValue';
import { textOf } from '../shared/field-value';
import { inputA11y } from '../shared/input-a11y';
import { numberOf } from '../shared/number-format';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { usePolymorphTypes } from './usePolymorphTypes';

const NO_FILTERS = [] as const;

/**
 * The field's value as the API takes it (`{ type, id }`, or null until a record is chosen) with the
 * `{name}_type`/`{name}_id` columns and `{name}_display` label the record reads.
 */
function parentValues(name: string, type: string, id: number | null, label: string | null) {
  return {
    [name]: id === null ? null : { type, id },
    [`${name}_type`]: type,
    [`${name}_id`]: id,
    [`${name}_display`]: label,
  };
}

const nameOf = (props: FieldWidgetProps) => props.node.attributeName ?? props.attribute?.name ?? '';

/** First the parent's type among the Polymorphic relationships' parents, then a record of that type. */
function PolymorphParentInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const name = nameOf(props);
  const parents = useMemo(() => polymorphParents(props.definition, name), [props.definition, name]);
  const types = usePolymorphTypes(parents);
  const type = textOf(props.record[`${name}_type`]);
  const display = textOf(props.record[`${name}_display`]);
  return (
    <Flex gap={8}>
      <Select<string>
        aria-label={t('widgets.lookup.parentType')}
        value={type === '' ? undefined : type}
        options={types}
        disabled={props.readOnly}
        style={{ minWidth: 160 }}
        onChange={(next) => props.onBatchChange(parentValues(name, next, null, null))}
      />
      {type !== '' && (
        <LookupSelect
          a11y={inputA11y(props)}
          target={type}
          value={numberOf(props.record[`${name}_id`])}
          label={display === '' ? undefined : display}
          filters={NO_FILTERS}
          nopaging={false}
          disabled={props.readOnly}
          onPick={(record, label) =>
            props.onBatchChange(parentValues(name, type, record?.id ?? null, record === null ? null : label))
          }
        />
      )}
    </Flex>
  );
}

function PolymorphParentDisplay(props: FieldWidgetProps) {
  const name = nameOf(props);
  const text = textOf(props.record[`${name}_display`]) || textOf(props.record[`${name}_id`]);
  return text === '' ? <EmptyValue /> : <span>{text}</span>;
}

/** polymorphParent: a parent of one of several types, stored as `{name}_type` and `{name}_id`. */
export const PolymorphParentWidget: FieldWidget = {
  Input: PolymorphParentInput,
  Display: PolymorphParentDisplay,
  labelled: true,
};
