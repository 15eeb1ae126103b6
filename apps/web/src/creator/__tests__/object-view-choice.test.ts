import { describe, expect, it } from 'vitest';
import { defaultViewOfChoice, viewChoiceOf } from '../ObjectSettingsCard';

describe('the "opens on" choice of an object’s settings', () => {
  it.each([
    [undefined, 'auto', null],
    [{ view: 'grid' as const }, 'grid', { view: 'grid' }],
    [{ view: 'board' as const, group_by: 'stage' }, 'board:stage', { view: 'board', group_by: 'stage' }],
  ])('shows %j as %s and saves it back as it was', (view, choice, saved) => {
    expect(viewChoiceOf(view)).toBe(choice);
    expect(defaultViewOfChoice(choice)).toEqual(saved);
  });

  it('lets the list choose again when nothing is chosen', () => {
    expect(defaultViewOfChoice(undefined)).toBeNull();
    expect(defaultViewOfChoice('auto')).toBeNull();
  });
});
