import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorkflowHistory } from '../useWorkflowHistory';
import { addNode, blankDefinition, moveNode } from '../workflow-edits';

describe('useWorkflowHistory', () => {
  it('undoes and redoes edits, is dirty until reset, and ignores edits that change nothing', () => {
    const initial = blankDefinition('lead', 'leadCheck', 'Lead check');
    const { result } = renderHook(() => useWorkflowHistory(initial));
    expect(result.current).toMatchObject({ canUndo: false, canRedo: false, dirty: false });
    act(() => {
      // Two edits in one event build on each other.
      result.current.apply((definition) => addNode(definition, 'WAIT', 'Wait', { x: 0, y: 0 }).definition);
      result.current.apply((definition) => moveNode(definition, 'wait1', { x: 40, y: 40 }));
    });
    expect(result.current.definition.layout?.wait1).toEqual({ x: 40, y: 40 });
    expect(result.current).toMatchObject({ canUndo: true, dirty: true });
    act(() => result.current.apply((definition) => moveNode(definition, 'wait1', { x: 40, y: 40 })));
    act(() => result.current.undo());
    expect(result.current.definition.layout?.wait1).toEqual({ x: 0, y: 0 });
    act(() => result.current.undo());
    expect(result.current.definition).toBe(initial);
    expect(result.current).toMatchObject({ canUndo: false, canRedo: true, dirty: false });
    act(() => result.current.redo());
    expect(result.current.definition.nodes.map((node) => node.id)).toEqual(['end', 'wait1']);
    act(() => result.current.reset(result.current.definition));
    expect(result.current).toMatchObject({ canUndo: false, canRedo: false, dirty: false });
  });
});
