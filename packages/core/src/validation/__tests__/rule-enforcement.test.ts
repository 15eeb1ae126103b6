import { describe, expect, it } from 'vitest';
import { mergeFieldErrors } from '../field-errors';
import { enforceRuleEffects } from '../rule-enforcement';
import { definitionOf, effectsOf } from './fixtures';

const definition = definitionOf([
  { name: 'status', type: 'singleSelect', label: 'Status' },
  { name: 'region', type: 'singleSelect', label: 'Region', options: { default: 'emea' } },
  { name: 'channels', type: 'multiSelect', label: 'Channels' },
  { name: 'budget', type: 'currency', label: 'Budget' },
  { name: 'approved', type: 'checkbox', label: 'Approved' },
  { name: 'code', type: 'singleLine', label: 'Code' },
]);

const before = {
  status: 'open',
  region: 'emea',
  channels: ['web'],
  budget: '100.00',
  approved: '0',
  code: 'A1',
};

describe('enforceRuleEffects', () => {
  it('refuses a change to a read-only field', () => {
    const { errors } = enforceRuleEffects({
      before,
      changes: { budget: 250, status: 'won' },
      effects: effectsOf({ readOnly: ['budget', 'code'] }),
      definition,
    });
    expect(errors).toEqual({ budget: ['Budget is read-only.'] });
  });

  it('lets a read-only field be sent back unchanged, however it is spelled', () => {
    const { errors } = enforceRuleEffects({
      before: { ...before, budget: 100, approved: false },
      changes: { budget: '100', approved: '0', code: 'A1' },
      effects: effectsOf({ readOnly: ['budget', 'approved', 'code'] }),
      definition,
    });
    expect(errors).toEqual({});
  });

  it('on create, allows a read-only field empty, at its default or at the value a rule sets', () => {
    const effects = effectsOf({ readOnly: ['region', 'code', 'status'], values: { status: 'new' } });
    const ok = enforceRuleEffects({
      before: undefined,
      changes: { region: 'emea', code: '', status: 'new' },
      effects,
      definition,
    });
    expect(ok.errors).toEqual({});
    const crafted = enforceRuleEffects({
      before: undefined,
      changes: { code: 'X9', status: 'won' },
      effects,
      definition,
    });
    expect(crafted.errors).toEqual({ code: ['Code is read-only.'], status: ['Status is read-only.'] });
  });

  it('refuses an option that Set Options took away', () => {
    const effects = effectsOf({ options: { status: ['open', 'won'], channels: ['web', 'mail'] } });
    const { errors } = enforceRuleEffects({
      before,
      changes: { status: 'lost', channels: ['web', 'phone'] },
      effects,
      definition,
    });
    expect(errors).toEqual({
      status: ['Status is not one of the options.'],
      channels: ['Channels is not one of the options.'],
    });
    expect(
      enforceRuleEffects({ before, changes: { status: 'won', channels: [] }, effects, definition }).errors,
    ).toEqual({});
  });

  it('refuses a rule-required field left empty, by the change or before it', () => {
    const effects = effectsOf({ required: ['budget', 'code', 'approved'] });
    const { errors } = enforceRuleEffects({
      before: { ...before, code: null },
      changes: { budget: '', approved: '1' },
      effects,
      definition,
    });
    expect(errors).toEqual({ budget: ['Budget is required.'], code: ['Code is required.'] });
    const unticked = enforceRuleEffects({
      before,
      changes: {},
      effects: effectsOf({ required: ['approved'] }),
      definition,
    });
    expect(unticked.errors).toEqual({ approved: ['Approved is required.'] });
  });

  it('counts a value the rules fill as filled', () => {
    const effects = effectsOf({ required: ['code'], values: { code: 'AUTO' } });
    expect(enforceRuleEffects({ before: undefined, changes: {}, effects, definition }).errors).toEqual({});
  });

  it('hands back the values the rules fill, for attributes of the object only', () => {
    const effects = effectsOf({ values: { status: 'won', region: null, nonsense: 1 } });
    expect(enforceRuleEffects({ before, changes: {}, effects, definition }).values).toEqual({
      status: 'won',
      region: null,
    });
  });

  it('merges its errors with the validator’s, each message once', () => {
    expect(
      mergeFieldErrors(
        { budget: ['Budget is required.'] },
        { budget: ['Budget is required.'], code: ['Code is read-only.'] },
      ),
    ).toEqual({ budget: ['Budget is required.'], code: ['Code is read-only.'] });
  });
});
