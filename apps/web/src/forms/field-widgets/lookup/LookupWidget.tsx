import { PlusOutlined } from '@ant-design/icons';
import { objectPermission, type RecordData } from '@atrium/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../session/permissions/usePermissions';
import { EmptyValue } from '../shared/EmptyValue';
import { booleanOption, optionOf } from '../shared/field-options';
import { textOf } from '../shared/field-value';
import { inputA11y } from '../shared/input-a11y';
import { numberOf } from '../shared/number-format';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { LookupCreateModal } from './LookupCreateModal';
import { LookupSelect } from './LookupSelect';
import { lookupFilters } from './lookup-filters';
import { mappedValues } from './lookup-map';
import { lookupRelation } from './lookup-relations';

const NONE: readonly string[] = [];

const nameOf = (props: FieldWidgetProps) => props.node.attributeName ?? props.attribute?.name;

function LookupInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const name = nameOf(props);
  const relation = useMemo(
    () => (name === undefined ? undefined : lookupRelation(props.definition, name)),
    [props.definition, name],
  );
  const target = relation?.parent_object;
  const filtersOption = optionOf(props, 'filters');
  const filters = useMemo(() => lookupFilters(filtersOption, props.record), [filtersOption, props.record]);
  const createPermission =
    target !== undefined && relation?.options.autoCreate === true
      ? objectPermission(target, 'create')
      : undefined;
  const asked = useMemo(
    () => (createPermission === undefined ? NONE : [createPermission]),
    [createPermission],
  );
  const { has } = usePermissions(asked);
  const [creating, setCreating] = useState(false);

  if (name === undefined || target === undefined) return <LookupDisplay {...props} />;
  const canCreate = createPermission !== undefined && has(createPermission) && !props.readOnly;
  const display = props.record[`${name}_display`];
  const pick = (record: RecordData | null, label: string) =>
    props.onBatchChange(
      record === null
        ? { [name]: null, [`${name}_display`]: null }
        : {
            [name]: record.id,
            [`${name}_display`]: label,
            ...mappedValues(optionOf(props, 'map'), optionOf(props, 'customMap'), record),
          },
    );
  const initial = booleanOption(props, 'passFiltersToCreate')
    ? Object.fromEntries(filters.filter((f) => f.operation === 'equals').map((f) => [f.columnName, f.value]))
    : {};
  return (
    <>
      <LookupSelect
        a11y={inputA11y(props)}
        target={target}
        value={numberOf(props.value)}
        label={typeof display === 'string' && display !== '' ? display : undefined}
        filters={filters}
        nopaging={booleanOption(props, 'nopaging')}
        disabled={props.readOnly}
        onPick={pick}
        footer={
          canCreate && (
            <Button type="link" icon={<PlusOutlined />} block onClick={() => setCreating(true)}>
              {t('widgets.lookup.addNew')}
            </Button>
          )
        }
      />
      {canCreate && (
        <LookupCreateModal
          target={target}
          open={creating}
          initial={initial}
          onClose={() => setCreating(false)}
          onCreated={(record, label) => {
            setCreating(false);
            pick(record, label);
          }}
        />
      )}
    </>
  );
}

function LookupDisplay(props: FieldWidgetProps) {
  const name = nameOf(props);
  const display = name === undefined ? '' : textOf(props.record[`${name}_display`]);
  const text = display || textOf(props.value);
  return text === '' ? <EmptyValue /> : <span>{text}</span>;
}

/**
 * lookup: a record of the parent object, searched in its list (with `filters`, `nopaging`); stores the
 * id and `{name}_display`, copies `map`/`customMap` fields, and offers 'Add new' to people who may
 * create the parent when its relationship has `autoCreate`.
 */
export const LookupWidget: FieldWidget = { Input: LookupInput, Display: LookupDisplay, labelled: true };
