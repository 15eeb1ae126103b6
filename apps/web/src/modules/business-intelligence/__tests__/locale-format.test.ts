import { describe, expect, it } from 'vitest';
import { localeFormat } from '../locale-format';

describe('a report period in the reader’s language', () => {
  const en = localeFormat('en');

  it('names a day, a month and a year from the period’s first day, whatever the time zone', () => {
    expect(en.period('2026-11-01', 'day')).toBe('Nov 1, 2026');
    expect(en.period('2026-11-01', 'month')).toBe('November 2026');
    // Read as local midnight west of Greenwich, 1 January would fall in the year before.
    expect(en.period('2026-01-01', 'year')).toBe('2026');
  });

  it('spans a week’s seven days and a quarter’s three months', () => {
    const week = en.period('2026-11-23', 'week');
    expect(week).toMatch(/^Nov 23\s*–\s*29, 2026$/);
    const quarter = en.period('2026-10-01', 'quarter');
    expect(quarter).toMatch(/^Oct\s*–\s*Dec 2026$/);
    // A week that crosses a year's end names both.
    expect(en.period('2026-12-28', 'week')).toMatch(/Dec 28, 2026\s*–\s*Jan 3, 2027/);
  });

  it('writes month names in Arabic and in Hindi', () => {
    expect(localeFormat('ar').period('2026-11-01', 'month')).toContain('نوفمبر');
    expect(localeFormat('hi').period('2026-11-01', 'month')).toContain('नवंबर');
  });

  it('leaves a key that is not a date as it is', () => {
    expect(en.period('Prospecting', 'month')).toBe('Prospecting');
    expect(en.period('2026-13-45', 'day')).toBe('2026-13-45');
  });
});
