import { describe, expect, it } from 'vitest';
import { accessChanges, gridOf, toggleVerb } from '../access-grid';

const saved = gridOf([
  { id: 1, name: 'CRM Staff', description: null, verbs: ['view'] },
  { id: 2, name: 'Employee', description: null, verbs: [] },
]);

describe('the access grid', () => {
  it('ticks view with any other verb, and clears everything when view is unticked', () => {
    const withEdit = toggleVerb(saved, 2, 'edit', true);
    expect([...(withEdit.get(2) ?? [])].sort()).toEqual(['edit', 'view']);
    const cleared = toggleVerb(withEdit, 2, 'view', false);
    expect(cleared.get(2)?.size).toBe(0);
    expect(saved.get(2)?.size).toBe(0);
  });

  it('sends only the roles that changed, verbs in their canonical order', () => {
    const edited = toggleVerb(toggleVerb(saved, 2, 'export', true), 2, 'create', true);
    expect(accessChanges(saved, edited)).toEqual([{ id: 2, verbs: ['view', 'create', 'export'] }]);
    expect(accessChanges(saved, toggleVerb(toggleVerb(saved, 1, 'edit', true), 1, 'edit', false))).toEqual(
      [],
    );
  });
});
