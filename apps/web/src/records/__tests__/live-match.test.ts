import { describe, expect, it } from 'vitest';
import { mayBelongToList } from '../list/live-match';

const record = { id: 7, name: 'Zeta Trading', industry: 'Retail', employees: 40, notes: null };
const view = (filter: Parameters<typeof mayBelongToList>[1]['filter'], search = '') => ({ filter, search });

describe('a record announced live joins a filtered page only when the page admits it', () => {
  it('admits anything on a page without filters or search', () => {
    expect(mayBelongToList(record, view([]))).toBe(true);
  });

  it('follows the text operations the filter row sends, ignoring case', () => {
    expect(
      mayBelongToList(record, view([{ columnName: 'name', operation: 'contains', value: 'zeta' }])),
    ).toBe(true);
    expect(
      mayBelongToList(record, view([{ columnName: 'name', operation: 'contains', value: 'Alpha' }])),
    ).toBe(false);
    expect(
      mayBelongToList(record, view([{ columnName: 'name', operation: 'startsWith', value: 'Zet' }])),
    ).toBe(true);
    expect(
      mayBelongToList(record, view([{ columnName: 'industry', operation: 'equals', value: 'Energy' }])),
    ).toBe(false);
    expect(
      mayBelongToList(
        record,
        view([{ columnName: 'industry', operation: 'in', value: ['Retail', 'Energy'] }]),
      ),
    ).toBe(true);
    expect(mayBelongToList(record, view([{ columnName: 'notes', operation: 'isEmpty' }]))).toBe(true);
  });

  it('says no when it cannot tell (a range), leaving the row to the next load', () => {
    expect(
      mayBelongToList(record, view([{ columnName: 'employees', operation: 'between', value: [10, 50] }])),
    ).toBe(false);
  });

  it('needs the search text in one of its text values', () => {
    expect(mayBelongToList(record, view([], 'trad'))).toBe(true);
    expect(mayBelongToList(record, view([], 'gulf'))).toBe(false);
  });
});
