import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../metadata/form-schema';
import { buildRecordValidator } from '../record-validator';
import { type AttributeSketch, definitionOf, effectsOf, field, layout } from './fixtures';

const attributes: AttributeSketch[] = [
  { name: 'name', type: 'singleLine', label: 'Name', options: { required: true } },
  { name: 'amount', type: 'decimalField', label: 'Amount', options: { disableNegative: true } },
  {
    name: 'status',
    type: 'singleSelect',
    label: 'Status',
    options: { items: [{ value: 'open' }, { value: 'won' }, { value: 'lost' }] },
  },
  { name: 'budget', type: 'currency', label: 'Budget' },
  { name: 'reason', type: 'multiLine', label: 'Reason' },
  { name: 'agree', type: 'checkbox', label: 'Agree' },
  { name: 'vip', type: 'singleOn', label: 'VIP' },
  { name: 'closed_on', type: 'dateField', label: 'Closed on' },
  { name: 'notes', type: 'longText', label: 'Notes', options: { isJson: true } },
  { name: 'constructor', type: 'singleLine', label: 'Builder' },
];
const definition = definitionOf(attributes);

const form: FormNode = layout('grid_1', 'grid', [
  layout('row_1', 'row', [
    layout('col_1', 'col', [
      field('name', 'singleLine'),
      field('amount', 'decimalField'),
      field('status', 'singleSelect'),
    ]),
    layout('col_2', 'col', [field('agree', 'checkbox', { required: true, label: 'ignored' })], {
      hideOnCreate: true,
    }),
  ]),
  layout('row_2', 'row', [layout('col_3', 'col', [field('budget', 'currency', { required: true })])], {
    hideOnCondition: "status != 'won'",
  }),
  layout('row_3', 'row', [layout('col_4', 'col', [field('closed_on', 'dateField', { required: true })])], {
    hideOnDetail: true,
  }),
  layout('tabs_1', 'tabs', [
    layout('tab_1', 'tab', [field('reason', 'multiLine', { required: true, hideField: true })]),
    layout('tab_2', 'tab', [field('vip', 'singleOn', { singleOnRequired: true })]),
  ]),
  layout(
    'row_4',
    'row',
    [
      layout('col_5', 'col', [
        {
          ...field('lines', 'relatedObject'),
          label: 'Lines',
          options: { validation: { required: true, minItems: 2, maxItems: 3 } },
        },
      ]),
    ],
    {
      hideOnCondition: 'broken (',
    },
  ),
]);

const validator = buildRecordValidator({ definition, form });
const valid = { name: 'Deal', status: 'open', vip: '1', agree: '1' };
const unticked = { name: 'Deal', status: 'open', vip: '1' };

describe('record validator', () => {
  it('checks the fields of the form, in order, once each', () => {
    expect(validator.fields.map((entry) => entry.name)).toEqual([
      'name',
      'amount',
      'status',
      'agree',
      'budget',
      'closed_on',
      'reason',
      'vip',
      'lines',
    ]);
  });

  it('passes a valid record and gives its coerced values', () => {
    const result = validator.validate({
      values: { ...valid, amount: '12.50', closed_on: '2024-05-01' },
      isNew: false,
    });
    expect(result).toEqual({
      valid: true,
      errors: {},
      coerced: { name: 'Deal', status: 'open', vip: '1', agree: '1', amount: 12.5, closed_on: '2024-05-01' },
    });
  });

  it("words a missing required field '{label} is required.'", () => {
    const { valid: ok, errors } = validator.validate({
      values: { status: 'open', vip: '1', agree: '1' },
      isNew: false,
    });
    expect(ok).toBe(false);
    expect(errors).toEqual({ name: ['Name is required.'] });
  });

  it('puts the label before every other message', () => {
    const { errors } = validator.validate({
      values: { ...valid, name: 'x'.repeat(256), amount: -1, status: 'maybe' },
      isNew: false,
    });
    expect(errors).toEqual({
      name: ['Name must be at most 255 characters.'],
      amount: ['Amount must be at least 0.'],
      status: ['Status is not one of the options.'],
    });
  });

  it('takes required from the attribute, the form node or the rules', () => {
    const noForm = buildRecordValidator({ definition, form: undefined });
    expect(noForm.validate({ values: {}, isNew: true }).errors).toEqual({ name: ['Name is required.'] });
    const ruled = validator.validate({
      values: valid,
      isNew: false,
      effects: effectsOf({ required: ['amount'] }),
    });
    expect(ruled.errors).toEqual({ amount: ['Amount is required.'] });
  });

  it('does not require a field hidden by hideOnCreate, hideOnDetail or hideOnCondition', () => {
    expect(validator.validate({ values: unticked, isNew: true }).errors).toEqual({
      closed_on: ['Closed on is required.'],
    });
    expect(validator.validate({ values: unticked, isNew: false }).errors).toEqual({
      agree: ['Agree is required.'],
    });
    const won = validator.validate({ values: { ...valid, status: 'won', agree: '1' }, isNew: false });
    expect(won.errors).toEqual({ budget: ['Budget is required.'] });
  });

  it('does not require a field hidden by hideField unless a rule shows it', () => {
    const shown = effectsOf({ visibility: { reason: 'shown' } });
    expect(
      validator.validate({ values: { ...valid, agree: '1' }, isNew: false, effects: shown }).errors,
    ).toEqual({
      reason: ['Reason is required.'],
    });
  });

  it('does not require a field the rules hide, or whose layout they hide', () => {
    const base = { ...valid, agree: '1', status: 'won' };
    expect(validator.validate({ values: base, isNew: false }).errors).toEqual({
      budget: ['Budget is required.'],
    });
    const hidden = effectsOf({ visibility: { budget: 'hidden' } });
    expect(validator.validate({ values: base, isNew: false, effects: hidden }).valid).toBe(true);
    const layoutHidden = effectsOf({ hiddenLayouts: ['row_2'] });
    expect(validator.validate({ values: base, isNew: false, effects: layoutHidden }).valid).toBe(true);
    const ruleRequiredButHidden = effectsOf({ required: ['name'], visibility: { name: 'hidden' } });
    expect(
      validator.validate({
        values: { ...base, name: '' },
        isNew: false,
        effects: { ...ruleRequiredButHidden, hiddenLayouts: ['row_2'] },
      }).valid,
    ).toBe(true);
  });

  it('treats an unticked required checkbox as missing and singleOnRequired as must be on', () => {
    expect(validator.validate({ values: { ...valid, agree: '0' }, isNew: false }).errors).toEqual({
      agree: ['Agree is required.'],
    });
    expect(
      validator.validate({ values: { ...valid, agree: true, vip: false }, isNew: false }).errors,
    ).toEqual({
      vip: ['VIP is required.'],
    });
  });

  it('restricts a select to the options the rules leave', () => {
    const effects = effectsOf({ options: { status: ['won', 'lost'] } });
    const result = validator.validate({ values: { ...valid, agree: '1' }, isNew: false, effects });
    expect(result.errors).toEqual({ status: ['Status is not one of the options.'] });
  });

  it('checks a related list against the count it is given', () => {
    const check = (lines: unknown) =>
      validator.validate({ values: { ...valid, agree: '1', lines }, isNew: false, changedOnly: ['lines'] })
        .errors;
    expect(check(0)).toEqual({ lines: ['Lines is required.'] });
    expect(check([])).toEqual({ lines: ['Lines is required.'] });
    expect(check(1)).toEqual({ lines: ['Lines must have at least 2 items.'] });
    expect(check([{ id: 'n1' }, { id: 'n2' }])).toEqual({});
    expect(check(4)).toEqual({ lines: ['Lines must have at most 3 items.'] });
    expect(validator.validate({ values: { ...valid, agree: '1' }, isNew: false }).valid).toBe(true);
  });

  it('gives isJson long text the bare message', () => {
    const jsonForm = buildRecordValidator({ definition, form: field('notes', 'longText') });
    expect(jsonForm.validate({ values: { notes: '{oops' }, isNew: true }).errors).toEqual({
      notes: ['Not valid JSON'],
    });
  });

  it('checks only the changed fields when told', () => {
    const result = validator.validate({
      values: { amount: 'abc', status: 'bad' },
      isNew: false,
      changedOnly: ['amount', 'unknown'],
    });
    expect(result.errors).toEqual({ amount: ['Amount must be a number.'] });
    expect(result.coerced).toEqual({});
  });

  it('reads only own keys of the values, even for a field named constructor', () => {
    const builder = buildRecordValidator({
      definition,
      form: field('constructor', 'singleLine', { required: true }),
    });
    expect(builder.validate({ values: {}, isNew: true }).errors).toEqual({
      constructor: ['Builder is required.'],
    });
    expect(builder.validate({ values: { constructor: 'Bob' }, isNew: true }).valid).toBe(true);
  });

  it('uses the form label, then the attribute label, then the name', () => {
    const labelled = buildRecordValidator({
      definition,
      form: layout('g', 'grid', [
        { ...field('name', 'singleLine'), label: 'Deal name' },
        field('amount', 'decimalField'),
        field('free_text', 'singleLine', { required: true }),
      ]),
    });
    expect(labelled.validate({ values: { amount: 'x' }, isNew: true }).errors).toEqual({
      name: ['Deal name is required.'],
      amount: ['Amount must be a number.'],
      free_text: ['free_text is required.'],
    });
  });

  it('skips display items and nodes of unknown types', () => {
    const display = buildRecordValidator({
      definition,
      form: layout('g', 'grid', [
        field('total', 'formula'),
        field('x', 'mystery'),
        field('name', 'singleLine'),
      ]),
    });
    expect(display.fields.map((entry) => entry.name)).toEqual(['name']);
  });

  it('validates a 500-field form by compiling once', () => {
    const many = Array.from(
      { length: 500 },
      (_, index): AttributeSketch => ({
        name: `f${index}`,
        type: index % 2 ? 'numberField' : 'singleLine',
        label: `F${index}`,
        options: { required: index % 3 === 0, maxNumber: 1000 },
      }),
    );
    const big = buildRecordValidator({
      definition: definitionOf(many),
      form: layout('g', 'grid', [
        layout('r', 'row', [
          layout(
            'c',
            'col',
            many.map((entry) => field(entry.name, entry.type)),
            { hideOnCondition: 'f1 > 999' },
          ),
        ]),
      ]),
    });
    const values = Object.fromEntries(
      many.map((entry, index) => [entry.name, index % 2 ? index : `v${index}`]),
    );
    let result = big.validate({ values, isNew: true });
    for (let change = 0; change < 200; change += 1) {
      result = big.validate({ values: { ...values, f1: change }, isNew: true, changedOnly: ['f1'] });
    }
    expect(result.valid).toBe(true);
    expect(big.validate({ values: { ...values, f1: 5000 }, isNew: true }).errors).toEqual({
      f1: ['F1 must be at most 1000.'],
    });
  });
});
