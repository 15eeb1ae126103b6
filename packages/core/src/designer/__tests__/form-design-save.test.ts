import { describe, expect, it } from 'vitest';
import { formDesignSave, formDesignSaveSchema } from '../form-design-save';
import { updateNodeOptions } from '../node-edits';
import { insertNode } from '../tree-edits';
import { field, sampleForm } from './fixtures';

const newAttribute = (tempId: string, name: string) => ({
  tempId,
  name,
  label: name,
  type: 'email' as const,
  options: { placeholder: '', required: true },
});

describe('formDesignSave', () => {
  it('cleans options and keeps only the new attributes still on the form', () => {
    const placed = insertNode(sampleForm(), { parentId: 'col_2', index: 0 }, field('new_1', 'email'));
    if (!placed.ok) throw new Error(placed.reason);
    const edited = updateNodeOptions(placed.tree, 'field_new_1', { hint: '', required: true });
    if (!edited.ok) throw new Error(edited.reason);
    const save = formDesignSave({
      formId: 7,
      baseVersion: 3,
      status: 'DRAFT',
      body: edited.tree,
      newAttributes: [newAttribute('new_1', 'work_email'), newAttribute('new_2', 'dropped_again')],
      removedAttributes: ['legacy_code'],
    });
    expect(save.newAttributes).toEqual([
      { ...newAttribute('new_1', 'work_email'), options: { required: true } },
    ]);
    expect(save.removedAttributes).toEqual(['legacy_code']);
    expect(formDesignSaveSchema.parse(save)).toEqual(save);
  });
});

describe('formDesignSaveSchema', () => {
  const valid = {
    formId: 1,
    baseVersion: 0,
    status: 'ACTIVE',
    body: sampleForm(),
    newAttributes: [newAttribute('new_1', 'work_email')],
    removedAttributes: [],
  };

  it('accepts a valid save and defaults the lists', () => {
    expect(formDesignSaveSchema.safeParse(valid).success).toBe(true);
    const { newAttributes: _n, removedAttributes: _r, ...bare } = valid;
    expect(formDesignSaveSchema.parse(bare)).toMatchObject({ newAttributes: [], removedAttributes: [] });
  });

  it.each([
    ['a draft status the designer does not know', { status: 'PUBLISHED' }],
    ['a negative base version', { baseVersion: -1 }],
    ['a temporary id that is not new_N', { newAttributes: [newAttribute('tmp_1', 'x')] }],
    ['a reserved attribute name', { newAttributes: [newAttribute('new_1', 'id')] }],
    ['an unknown field type', { newAttributes: [{ ...newAttribute('new_1', 'x'), type: 'hologram' }] }],
    [
      'two new attributes with one temporary id',
      { newAttributes: [newAttribute('new_1', 'a'), newAttribute('new_1', 'b')] },
    ],
    [
      'two new attributes with one name',
      { newAttributes: [newAttribute('new_1', 'a'), newAttribute('new_2', 'a')] },
    ],
    ['a body node without an id', { body: { type: 'grid' } }],
  ])('refuses %s', (_reason, change) => {
    expect(formDesignSaveSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
