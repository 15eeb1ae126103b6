import type { FormNode } from '@atrium/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { emptyEffects } from '../../rules/field-rule-state';
import { GROUP_SIZE, nodeGroups } from '../NodeList';
import { field, renderForm } from './render-form';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = Array.from({ length: 2 * GROUP_SIZE + 5 }, (_, index) => `f${index}`);
const column: FormNode = { id: 'c1', type: 'col', children: names.map((name) => field(name)) };
const schema: FormNode = {
  id: 'grid',
  type: 'grid',
  children: [{ id: 'r1', type: 'row', children: [column] }],
};

describe('a long list of fields, drawn in groups', () => {
  it('cuts a long list into consecutive groups and leaves a short one whole', () => {
    const nodes = column.children ?? [];
    expect(nodeGroups(nodes).map((group) => group.length)).toEqual([GROUP_SIZE, GROUP_SIZE, 5]);
    expect(nodeGroups(nodes).flat()).toEqual(nodes);
    const short = nodes.slice(0, GROUP_SIZE);
    expect(nodeGroups(short)).toEqual([short]);
  });

  it('draws every field in document order with no element of its own around a group', () => {
    const { container } = renderForm(schema, names);
    const labels = [...container.querySelectorAll('.atrium-form-col > .atrium-field label')].map((label) =>
      label.getAttribute('for'),
    );
    expect(labels).toEqual(names.map((name) => `attrib_${name}`));
  });

  it('types into a field of a later group and hides one by a rule, as in a short list', () => {
    const { store } = renderForm(schema, names, { values: { f40: 'a' } });
    fireEvent.change(screen.getByLabelText('F40'), { target: { value: 'ab' } });
    expect(store.getValue('f40')).toBe('ab');
    expect(screen.getByLabelText<HTMLInputElement>('F40').value).toBe('ab');
    act(() => store.setEffects({ ...emptyEffects(), visibility: { f66: 'hidden' } }));
    expect(screen.queryByLabelText('F66')).toBeNull();
    expect(screen.getByLabelText('F65')).toBeTruthy();
  });
});
