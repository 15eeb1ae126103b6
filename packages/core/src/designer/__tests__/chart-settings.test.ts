import { describe, expect, it } from 'vitest';
import { barChartProblem, barChartsOf } from '../chart-settings';

const withChoice = {
  display_name: 'Lead',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine' },
    { name: 'status', label: 'Status', type: 'statusBreadcrumb' },
    { name: 'tags', label: 'Tags', type: 'multiSelect' },
  ],
};
const withoutChoice = {
  display_name: 'Note',
  attributes: [{ name: 'body', label: 'Body', type: 'multiLine' }],
};
const chart = (options: Record<string, unknown> = {}) => ({ id: 'chart_1', type: 'chartBar', options });

describe('bar chart settings', () => {
  it('draws with its defaults on an object with a choice field, or with a groupable Group by', () => {
    expect(barChartProblem(chart(), withChoice)).toBeUndefined();
    expect(barChartProblem(chart({ groupBy: 'name' }), withChoice)).toBeUndefined();
    expect(barChartProblem(chart({ customServicePath: 'x/{object}' }), withoutChoice)).toBeUndefined();
  });

  it('says what to set when its defaults find no choice field', () => {
    expect(barChartProblem(chart(), withoutChoice)).toBe(
      "The bar chart has nothing to count by: Note has no choice field. Set its Group by option to one of Note's fields.",
    );
  });

  it('names a Group by that is not a field, or cannot be counted', () => {
    expect(barChartProblem(chart({ groupBy: 'nope', title: 'Leads' }), withChoice)).toContain(
      "Leads counts by 'nope', which is not a field of Lead.",
    );
    expect(barChartProblem(chart({ groupBy: 'tags' }), withChoice)).toContain('cannot count by Tags.');
  });

  it('finds the charts of a form body', () => {
    const body = {
      id: 'grid_1',
      type: 'grid',
      children: [{ id: 'row_1', type: 'row', children: [chart()] }],
    };
    expect(barChartsOf(body).map((node) => node.id)).toEqual(['chart_1']);
  });
});
