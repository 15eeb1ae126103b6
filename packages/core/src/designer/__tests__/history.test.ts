import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../metadata/form-schema';
import { createHistory, DEFAULT_HISTORY_LIMIT } from '../history';
import type { TreeEdit } from '../tree-edit-result';
import { insertNode } from '../tree-edits';
import { field, sampleForm } from './fixtures';

describe('createHistory', () => {
  it('starts with nothing to undo or redo', () => {
    const history = createHistory('a');
    expect([history.present, history.canUndo, history.canRedo]).toEqual(['a', false, false]);
    expect(history.undo()).toBe(history);
    expect(history.redo()).toBe(history);
  });

  it('undoes and redoes, and a push drops the redo steps', () => {
    let history = createHistory('a').push('b').push('c');
    history = history.undo();
    expect([history.present, history.canUndo, history.canRedo]).toEqual(['b', true, true]);
    history = history.redo();
    expect(history.present).toBe('c');
    history = history.undo().undo().push('x');
    expect([history.present, history.canRedo, history.undo().present]).toEqual(['x', false, 'a']);
  });

  it('ignores pushing the present again', () => {
    const history = createHistory('a').push('b');
    expect(history.push('b')).toBe(history);
  });

  it('keeps 200 steps by default and forgets the oldest beyond the limit', () => {
    expect(DEFAULT_HISTORY_LIMIT).toBe(200);
    let history = createHistory(0);
    for (let i = 1; i <= 250; i += 1) history = history.push(i);
    expect(history.undoDepth).toBe(200);
    while (history.canUndo) history = history.undo();
    expect(history.present).toBe(50);
    expect(history.redoDepth).toBe(200);
  });

  it('honours a smaller limit and refuses a nonsensical one', () => {
    let history = createHistory('a', 2).push('b').push('c').push('d');
    history = history.undo().undo();
    expect([history.present, history.canUndo]).toEqual(['b', false]);
    expect(() => createHistory('a', 0)).toThrow(RangeError);
  });

  it('holds the states themselves, not copies', () => {
    const tree = sampleForm();
    const edit: TreeEdit = insertNode(tree, { parentId: 'col_2', index: 0 }, field('x'));
    if (!edit.ok) throw new Error(edit.reason);
    const history = createHistory<FormNode>(tree).push(edit.tree);
    expect(history.undo().present).toBe(tree);
    expect(history.undo().redo().present).toBe(edit.tree);
  });

  it('undo after n pushes returns each earlier state exactly, redo the later ones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 250 }),
        (values, limit) => {
          const states = [{ v: -1 }, ...values.map((v) => ({ v }))];
          let history = createHistory(states[0], limit);
          for (const state of states.slice(1)) history = history.push(state);
          const reachable = Math.min(limit, states.length - 1);
          for (let back = 1; back <= reachable; back += 1) {
            history = history.undo();
            expect(history.present).toBe(states[states.length - 1 - back]);
          }
          expect(history.canUndo).toBe(false);
          for (let forward = reachable - 1; forward >= 0; forward -= 1) {
            history = history.redo();
            expect(history.present).toBe(states[states.length - 1 - forward]);
          }
          expect(history.canRedo).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});
