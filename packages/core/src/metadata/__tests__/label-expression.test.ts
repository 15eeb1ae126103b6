import { describe, expect, it } from 'vitest';
import { labelPartsOf, parseLabelExpression } from '../label-expression';

const attributes = new Set(['first_name', 'last_name', 'code']);

describe('parseLabelExpression', () => {
  it('splits text and attribute placeholders in order', () => {
    expect(parseLabelExpression('{first_name} {last_name} ({code})', attributes)).toEqual([
      { attribute: 'first_name' },
      { text: ' ' },
      { attribute: 'last_name' },
      { text: ' (' },
      { attribute: 'code' },
      { text: ')' },
    ]);
  });

  it('keeps an unknown placeholder as text and reads plain text as one part', () => {
    expect(parseLabelExpression('Ref {nope}', attributes)).toEqual([{ text: 'Ref ' }, { text: '{nope}' }]);
    expect(parseLabelExpression('Fixed', attributes)).toEqual([{ text: 'Fixed' }]);
  });
});

describe('labelPartsOf', () => {
  it('prefers the expression, falls back to the label attribute, else nothing', () => {
    expect(labelPartsOf({ label_attribute: 'code', label_expression: '{first_name}' }, attributes)).toEqual([
      { attribute: 'first_name' },
    ]);
    expect(labelPartsOf({ label_attribute: 'code', label_expression: null }, attributes)).toEqual([
      { attribute: 'code' },
    ]);
    expect(labelPartsOf({ label_attribute: 'missing', label_expression: ' ' }, attributes)).toEqual([]);
  });
});
