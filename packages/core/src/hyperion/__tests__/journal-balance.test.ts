import { describe, expect, it } from 'vitest';
import { balanceRefusal, journalTotals, lineAmountRefusal, lineTax } from '../journal-balance';

describe('a journal’s balance', () => {
  it('adds debits and credits to the cent, whatever floating point makes of them', () => {
    const totals = journalTotals([
      { debit: 0.1, credit: 0 },
      { debit: 0.2, credit: 0 },
      { debit: 0, credit: 0.3 },
    ]);
    expect(totals).toEqual({ debit: 0.3, credit: 0.3, lines: 3 });
    expect(balanceRefusal(totals)).toBeUndefined();
  });

  it('refuses to post a journal with no lines, a zero total, or debits unequal to credits', () => {
    expect(balanceRefusal(journalTotals([]))).toMatch(/no lines/);
    expect(balanceRefusal({ debit: 0, credit: 0, lines: 2 })).toMatch(/totals zero/);
    expect(
      balanceRefusal(
        journalTotals([
          { debit: 100, credit: 0 },
          { debit: 0, credit: 90 },
        ]),
      ),
    ).toBe('The journal does not balance: debits 100.00, credits 90.00, a difference of 10.00.');
  });

  it('takes a line as a debit or a credit, never both or neither', () => {
    expect(lineAmountRefusal({ debit: 5, credit: 0 })).toBeUndefined();
    expect(lineAmountRefusal({ debit: 0, credit: 5 })).toBeUndefined();
    expect(lineAmountRefusal({ debit: 5, credit: 5 })).toMatch(/either a debit or a credit/);
    expect(lineAmountRefusal({ debit: 0, credit: 0 })).toMatch(/needs a debit or a credit/);
    expect(lineAmountRefusal({ debit: -1, credit: 0 })).toMatch(/zero or more/);
  });

  it('taxes a line’s net amount at its rate, rounded to the cent', () => {
    expect(lineTax({ debit: 1000, credit: 0 }, 5)).toEqual({ net: 1000, tax: 50 });
    expect(lineTax({ debit: 0, credit: 33.33 }, 5)).toEqual({ net: 33.33, tax: 1.67 });
    expect(lineTax({ debit: 80, credit: 0 }, null)).toEqual({ net: 80, tax: 0 });
  });
});
