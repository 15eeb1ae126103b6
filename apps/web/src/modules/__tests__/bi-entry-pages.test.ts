import { MODULES } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { ENTRY_PAGES } from '../entry-pages';

describe('the reporting modules’ screens', () => {
  it('give every business intelligence, analytics and insights entry a screen of its own', () => {
    const entries = MODULES.filter((module) =>
      ['business-intelligence', 'analytics', 'insights'].includes(module.key),
    ).flatMap((module) => module.navigation.filter((entry) => !entry.external).map((entry) => entry.url));
    expect(entries).toHaveLength(10);
    expect(entries.filter((url) => ENTRY_PAGES[url] === undefined)).toEqual([]);
  });
});
