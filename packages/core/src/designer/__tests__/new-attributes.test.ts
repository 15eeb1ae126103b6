import { describe, expect, it } from 'vitest';
import { isNewAttributeId, newAttributeId, uniqueLabel } from '../new-attributes';

describe('newAttributeId', () => {
  it.each([
    [[], 'new_1'],
    [['new_1'], 'new_2'],
    [['new_1', 'new_7', 'amount'], 'new_8'],
    [['new_x', 'renew_3', 'new_2b'], 'new_1'],
  ])('after %j gives %s', (existing, expected) => {
    expect(newAttributeId(existing)).toBe(expected);
  });

  it.each([
    ['new_1', true],
    ['new_', true],
    ['amount', false],
    [12, false],
    [undefined, false],
  ])('isNewAttributeId(%j) is %s', (id, expected) => {
    expect(isNewAttributeId(id)).toBe(expected);
  });
});

describe('uniqueLabel', () => {
  it.each([
    ['Amount', [], 'Amount'],
    ['Amount', ['Status'], 'Amount'],
    ['Amount', ['Amount'], 'Amount 2'],
    ['Amount', ['Amount', 'Amount 2'], 'Amount 3'],
    ['Amount', ['Amount', 'Amount 3'], 'Amount 2'],
    ['amount ', ['AMOUNT'], 'amount 2'],
    [' Due date ', ['Due Date', 'due date 2'], 'Due date 3'],
    ['Amount 2', ['Amount 2'], 'Amount 2 2'],
  ])('%j beside %j becomes %j', (label, existing, expected) => {
    expect(uniqueLabel(label, existing)).toBe(expected);
  });
});
