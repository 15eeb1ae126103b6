import { describe, expect, it } from 'vitest';
import { chartDataOf } from '../chart-data';
import type { ReportResult } from '../report-result';

const twoDimensions: ReportResult = {
  columns: [
    { key: 'd0', role: 'dimension', attribute: 'stage', kind: 'value' },
    { key: 'd1', role: 'dimension', attribute: 'owner_id', kind: 'reference' },
    { key: 'm0', role: 'measure', attribute: null, kind: 'number' },
  ],
  rows: [
    { d0: 'Won', d1: 1, d1_label: 'Ada', m0: 2 },
    { d0: 'Won', d1: 2, d1_label: 'Sam', m0: 3 },
    { d0: 'Lost', d1: 2, d1_label: 'Sam', m0: 1 },
    { d0: null, d1: 1, d1_label: 'Ada', m0: 4 },
  ],
  truncated: false,
};

describe('chartDataOf', () => {
  it('folds two dimensions into categories × series, absent pairs as 0', () => {
    const data = chartDataOf('STACKED_BAR', twoDimensions, { names: { m0: 'Count' } });
    expect(data).toEqual({
      kind: 'series',
      barsNames: ['Won', 'Lost', ''],
      titles: [
        { name: 'Ada', color: '#20a8d8', totalCount: 6 },
        { name: 'Sam', color: '#4dbd74', totalCount: 4 },
      ],
      data: [
        { title: 'Won', key: 'Won', values: [2, 3] },
        { title: 'Lost', key: 'Lost', values: [0, 1] },
        { title: '', key: null, values: [4, 0] },
      ],
      seriesKeys: [1, 2],
      truncated: false,
    });
  });

  it('gives a table its rows numbered from the page offset, lookups by label', () => {
    const data = chartDataOf('SIMPLE_TABLE', twoDimensions, {
      names: { d0: 'Stage', d1: 'Owner', m0: 'Count' },
      offset: 50,
    });
    expect(data).toMatchObject({ kind: 'table', labels: ['Stage', 'Owner', 'Count'], result: 4 });
    if (data.kind !== 'table') throw new Error('a table was expected');
    expect(data.rows[0]).toEqual({
      id: 51,
      data: [
        { label: 'Stage', value: 'Won' },
        { label: 'Owner', value: 'Ada' },
        { label: 'Count', value: 2 },
      ],
    });
  });
});
