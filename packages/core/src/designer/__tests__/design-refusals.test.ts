import { describe, expect, it } from 'vitest';
import { type DesignRefusal, refusalText } from '../design-refusals';
import { dropRefusalOf } from '../drop-rules';

describe('dropRefusalOf', () => {
  it('names what refuses and what was refused, as data the web can translate', () => {
    expect(dropRefusalOf({ type: 'singleLine' }, { type: 'row' })).toEqual({ code: 'fieldHoldsNothing' });
    expect(dropRefusalOf({ type: 'grid' }, { type: 'col' })).toEqual({ code: 'acceptsOnly', parent: 'grid' });
    expect(dropRefusalOf({ type: 'containerWithTitle' }, { type: 'tabs' })).toEqual({
      code: 'cannotHold',
      parent: 'containerWithTitle',
      child: 'tabs',
    });
    const full = { type: 'row', children: ['a', 'b', 'c', 'd'].map((id) => ({ id, type: 'col' })) };
    expect(dropRefusalOf(full, { type: 'col' })).toEqual({ code: 'rowFull', max: 4 });
    expect(dropRefusalOf(full, { id: 'a', type: 'col' })).toBeUndefined();
  });
});

describe('refusalText', () => {
  const cases: [DesignRefusal, string][] = [
    [{ code: 'fieldHoldsNothing' }, 'A field cannot hold other elements.'],
    [{ code: 'acceptsOnly', parent: 'tabs' }, 'A tab set accepts only tabs.'],
    [{ code: 'cannotHold', parent: 'container', child: 'tabs' }, 'A container cannot hold a tab set.'],
    [{ code: 'cannotHold', parent: 'col', child: 'rowContainer' }, 'A column cannot hold a row container.'],
    [{ code: 'rowFull', max: 4 }, 'A row holds at most 4 columns.'],
    [{ code: 'missing', id: 'col_9' }, 'There is no element col_9 on the form.'],
    [{ code: 'idTaken', id: 'field_name' }, 'The id field_name is already used on the form.'],
    [{ code: 'rootFixed' }, 'The form itself cannot be moved.'],
    [{ code: 'intoItself' }, 'An element cannot move into itself.'],
    [{ code: 'noTarget' }, 'Drop the element on the form.'],
  ];
  it.each(cases)('%j reads "%s"', (refusal, text) => {
    expect(refusalText(refusal)).toBe(text);
  });
});
