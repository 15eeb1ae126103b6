import type { ModulePackageInput } from '@atrium/core';

/** A period's code, first and last day: `2026-11`, `2026-11-01`, `2026-11-30`. */
export function periodOf(
  year: number,
  month: number,
): { code: string; start_date: string; end_date: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const code = `${year}-${pad(month)}`;
  return { code, start_date: `${code}-01`, end_date: `${code}-${pad(last)}` };
}

/** The current month and the eleven after it: the periods a new organization can post into. */
function periodsAhead(now = new Date()): ReturnType<typeof periodOf>[] {
  return Array.from({ length: 12 }, (_, ahead) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
    return periodOf(at.getUTCFullYear(), at.getUTCMonth() + 1);
  });
}

/** What every organization starts with: a small chart of accounts, cost centres, UAE VAT codes, periods. */
export const HYPERION_REFERENCE_DATA: ModulePackageInput['reference_data'] = [
  {
    object: 'hyperion_account',
    records: [
      { code: '1100', name: 'Bank', account_type: 'Asset' },
      { code: '1200', name: 'Accounts receivable', account_type: 'Asset' },
      { code: '1400', name: 'VAT recoverable', account_type: 'Asset' },
      { code: '2100', name: 'Accounts payable', account_type: 'Liability' },
      { code: '2200', name: 'VAT payable', account_type: 'Liability' },
      { code: '3000', name: 'Share capital', account_type: 'Equity' },
      { code: '4000', name: 'Sales', account_type: 'Revenue' },
      { code: '5000', name: 'Salaries', account_type: 'Expense' },
      { code: '6100', name: 'Rent', account_type: 'Expense' },
      { code: '6200', name: 'IT services', account_type: 'Expense' },
      { code: '6300', name: 'Travel', account_type: 'Expense' },
    ],
  },
  {
    object: 'hyperion_cost_centre',
    records: [
      { code: 'ADM', name: 'Administration' },
      { code: 'SLS', name: 'Sales' },
      { code: 'IT', name: 'Information technology' },
    ],
  },
  {
    object: 'hyperion_tax_code',
    records: [
      { code: 'VAT5-OUT', name: 'Standard-rated sales (5%)', direction: 'Output', rate: 5 },
      { code: 'VAT0-OUT', name: 'Zero-rated sales (0%)', direction: 'Output', rate: 0 },
      { code: 'VAT5-IN', name: 'Standard-rated purchases (5%)', direction: 'Input', rate: 5 },
    ],
  },
  { object: 'hyperion_period', records: periodsAhead().map((period) => ({ ...period, status: 'Open' })) },
];
