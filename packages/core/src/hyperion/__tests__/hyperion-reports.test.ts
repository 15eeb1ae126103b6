import { describe, expect, it } from 'vitest';
import {
  budgetReportOf,
  consolidatedBudgetReport,
  consolidatedVatReturn,
  hyperionReportQuerySchema,
  vatReturnOf,
} from '../hyperion-reports';

const sales = { code: 'VAT5-OUT', name: 'Sales 5%', direction: 'Output', rate: 5, lines: 2 } as const;
const purchases = { code: 'VAT5-IN', name: 'Purchases 5%', direction: 'Input', rate: 5, lines: 1 } as const;

describe('the VAT return', () => {
  it('nets output tax against input tax', () => {
    const result = vatReturnOf([
      { ...sales, net: 1000, tax: 50 },
      { ...purchases, net: 400.1, tax: 20.01 },
    ]);
    expect(result).toMatchObject({ outputTax: 50, inputTax: 20.01, netPayable: 29.99 });
    // More input than output is a refund: the net payable goes below zero.
    expect(vatReturnOf([{ ...purchases, net: 100, tax: 5 }]).netPayable).toBe(-5);
    expect(vatReturnOf([])).toEqual({ lines: [], outputTax: 0, inputTax: 0, netPayable: 0 });
  });

  it('consolidates several organizations tax code by tax code', () => {
    const one = vatReturnOf([{ ...sales, net: 1000, tax: 50 }]);
    const two = vatReturnOf([
      { ...sales, net: 200, tax: 10 },
      { ...purchases, net: 100, tax: 5 },
    ]);
    const total = consolidatedVatReturn([one, two]);
    expect(total.lines.find((line) => line.code === 'VAT5-OUT')).toMatchObject({
      net: 1200,
      tax: 60,
      lines: 4,
    });
    expect(total).toMatchObject({ outputTax: 60, inputTax: 5, netPayable: 55 });
  });
});

describe('the budget report', () => {
  it('shows each line’s variance and use, and the totals', () => {
    const report = budgetReportOf([
      { costCentre: 'ADM', account: '6100 Rent', budget: 2000, actual: 2100.5 },
      { costCentre: 'IT', account: '6200 IT services', budget: 0, actual: 10 },
    ]);
    expect(report.lines[0]).toMatchObject({ variance: -100.5, used: 105 });
    expect(report.lines[1]).toMatchObject({ variance: -10, used: null });
    expect(report).toMatchObject({ budget: 2000, actual: 2110.5, variance: -110.5 });
  });

  it('consolidates the same cost centre and account across organizations', () => {
    const one = budgetReportOf([{ costCentre: 'ADM', account: '6100 Rent', budget: 2000, actual: 1500 }]);
    const two = budgetReportOf([{ costCentre: 'ADM', account: '6100 Rent', budget: 1000, actual: 1200 }]);
    expect(consolidatedBudgetReport([one, two])).toMatchObject({
      lines: [{ budget: 3000, actual: 2700, variance: 300, used: 90 }],
      variance: 300,
    });
  });
});

describe('the reports’ period', () => {
  it('is a year and month, or absent for the latest', () => {
    expect(hyperionReportQuerySchema.parse({ period: '2026-11' })).toEqual({ period: '2026-11' });
    expect(hyperionReportQuerySchema.parse({})).toEqual({});
    for (const period of ['2026-13', '26-11', '2026-1', "2026-11' or 1=1"])
      expect(hyperionReportQuerySchema.safeParse({ period }).success).toBe(false);
  });
});
