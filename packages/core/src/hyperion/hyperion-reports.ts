import { z } from '../api/zod';
import { toCents } from './journal-balance';

/** A period's code: its year and month, `2026-11`. */
export const PERIOD_CODE = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** `GET hyperion/vat-return?period=2026-11` and the other reports: the period, latest when absent. */
export const hyperionReportQuerySchema = z.strictObject({
  period: z
    .string({ error: 'The period is a year and month such as 2026-11.' })
    .regex(PERIOD_CODE, 'The period is a year and month such as 2026-11.')
    .optional(),
});

export const TAX_DIRECTIONS = ['Output', 'Input'] as const;
export type TaxDirection = (typeof TAX_DIRECTIONS)[number];

/** One tax code's posted lines in a period, as the database sums them. */
export interface VatCodeSums {
  code: string;
  name: string;
  direction: TaxDirection;
  rate: number;
  net: number;
  tax: number;
  lines: number;
}

const vatLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  direction: z.enum(TAX_DIRECTIONS),
  rate: z.number(),
  net: z.number(),
  tax: z.number(),
  lines: z.number(),
});

export const vatReturnSchema = z.object({
  lines: z.array(vatLineSchema),
  outputTax: z.number(),
  inputTax: z.number(),
  /** Output tax less input tax: owed to the tax authority when above zero, reclaimable below. */
  netPayable: z.number(),
});
export type VatReturn = z.infer<typeof vatReturnSchema>;

const cents = (values: number[]) => values.reduce((sum, value) => sum + toCents(value), 0);

/** A VAT return from its tax codes' sums: output tax, input tax and the net payable, to the cent. */
export function vatReturnOf(codes: readonly VatCodeSums[]): VatReturn {
  const lines = codes.map((code) => ({
    ...code,
    net: toCents(code.net) / 100,
    tax: toCents(code.tax) / 100,
  }));
  const output = cents(lines.filter((line) => line.direction === 'Output').map((line) => line.tax));
  const input = cents(lines.filter((line) => line.direction === 'Input').map((line) => line.tax));
  return { lines, outputTax: output / 100, inputTax: input / 100, netPayable: (output - input) / 100 };
}

/** Several organizations' returns added up, tax code by tax code. */
export function consolidatedVatReturn(returns: readonly VatReturn[]): VatReturn {
  const byCode = new Map<string, VatCodeSums>();
  for (const line of returns.flatMap((one) => one.lines)) {
    const key = `${line.direction} ${line.code} ${line.rate}`;
    const seen = byCode.get(key);
    byCode.set(
      key,
      seen
        ? {
            ...seen,
            net: (toCents(seen.net) + toCents(line.net)) / 100,
            tax: (toCents(seen.tax) + toCents(line.tax)) / 100,
            lines: seen.lines + line.lines,
          }
        : { ...line },
    );
  }
  return vatReturnOf([...byCode.values()]);
}

/** One budget line with its actual: what the database reads. */
export interface BudgetActual {
  costCentre: string;
  account: string;
  budget: number;
  actual: number;
}

const budgetLineSchema = z.object({
  costCentre: z.string(),
  account: z.string(),
  budget: z.number(),
  actual: z.number(),
  /** Budget less actual: what is left; below zero, the overspend. */
  variance: z.number(),
  /** The actual as a share of the budget, in percent; null for a budget of zero. */
  used: z.number().nullable(),
});

export const budgetReportSchema = z.object({
  lines: z.array(budgetLineSchema),
  budget: z.number(),
  actual: z.number(),
  variance: z.number(),
});
export type BudgetReport = z.infer<typeof budgetReportSchema>;

/** Budget against actual, line by line and in total, to the cent. */
export function budgetReportOf(rows: readonly BudgetActual[]): BudgetReport {
  const lines = rows.map((row) => {
    const budget = toCents(row.budget);
    const actual = toCents(row.actual);
    return {
      costCentre: row.costCentre,
      account: row.account,
      budget: budget / 100,
      actual: actual / 100,
      variance: (budget - actual) / 100,
      used: budget === 0 ? null : Math.round((actual / budget) * 1000) / 10,
    };
  });
  const budget = cents(lines.map((line) => line.budget));
  const actual = cents(lines.map((line) => line.actual));
  return { lines, budget: budget / 100, actual: actual / 100, variance: (budget - actual) / 100 };
}

/** The periods a report may be asked for, and the one it answers. */
const periodChoiceSchema = z.object({ period: z.string().nullable(), periods: z.array(z.string()) });

export const vatReturnResponseSchema = periodChoiceSchema.extend({ report: vatReturnSchema });
export const budgetResponseSchema = periodChoiceSchema.extend({ report: budgetReportSchema });

const organizationSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });

/** A consolidated report: each organization the reader may see it for, and their total. */
export const consolidatedVatResponseSchema = periodChoiceSchema.extend({
  organizations: z.array(organizationSchema.extend({ report: vatReturnSchema })),
  total: vatReturnSchema,
});
export const consolidatedBudgetResponseSchema = periodChoiceSchema.extend({
  organizations: z.array(organizationSchema.extend({ report: budgetReportSchema })),
  total: budgetReportSchema,
});
export type VatReturnResponse = z.infer<typeof vatReturnResponseSchema>;
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;
export type ConsolidatedVatResponse = z.infer<typeof consolidatedVatResponseSchema>;
export type ConsolidatedBudgetResponse = z.infer<typeof consolidatedBudgetResponseSchema>;

/** Several organizations' budget reports in one: their lines side by side, their totals added. */
export function consolidatedBudgetReport(reports: readonly BudgetReport[]): BudgetReport {
  const byKey = new Map<string, BudgetActual>();
  for (const line of reports.flatMap((report) => report.lines)) {
    const key = `${line.costCentre}\u0000${line.account}`;
    const seen = byKey.get(key);
    byKey.set(key, {
      costCentre: line.costCentre,
      account: line.account,
      budget: ((seen ? toCents(seen.budget) : 0) + toCents(line.budget)) / 100,
      actual: ((seen ? toCents(seen.actual) : 0) + toCents(line.actual)) / 100,
    });
  }
  return budgetReportOf([...byKey.values()]);
}
