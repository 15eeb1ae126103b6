/** Money in hundredths, so sums and comparisons are exact whatever floating point makes of 0.1 + 0.2. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export interface JournalLineAmounts {
  debit: number;
  credit: number;
}

export interface JournalTotals {
  debit: number;
  credit: number;
  lines: number;
}

/** A journal's total debit and credit, to the cent. */
export function journalTotals(lines: readonly JournalLineAmounts[]): JournalTotals {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += toCents(line.debit);
    credit += toCents(line.credit);
  }
  return { debit: debit / 100, credit: credit / 100, lines: lines.length };
}

/**
 * Why a journal with these totals cannot be posted, or undefined when it can: it needs lines, a total
 * above zero, and its debits equal to its credits.
 */
export function balanceRefusal(totals: JournalTotals): string | undefined {
  if (totals.lines === 0) return 'The journal has no lines; add its debits and credits before posting.';
  const debit = toCents(totals.debit);
  const credit = toCents(totals.credit);
  if (debit === 0 && credit === 0) return 'The journal totals zero; a posted journal moves an amount.';
  if (debit !== credit) {
    const difference = Math.abs(debit - credit) / 100;
    return `The journal does not balance: debits ${(debit / 100).toFixed(2)}, credits ${(credit / 100).toFixed(2)}, a difference of ${difference.toFixed(2)}.`;
  }
  return undefined;
}

/** Why a line's amounts are wrong, or undefined: a line is a debit or a credit, never both, never none. */
export function lineAmountRefusal(line: JournalLineAmounts): string | undefined {
  if (line.debit < 0 || line.credit < 0) return 'A line’s debit and credit are zero or more.';
  if (toCents(line.debit) > 0 && toCents(line.credit) > 0)
    return 'A line is either a debit or a credit; split it into two lines.';
  if (toCents(line.debit) === 0 && toCents(line.credit) === 0) return 'A line needs a debit or a credit.';
  return undefined;
}

/** A line's net amount (its debit or its credit) and the tax on it at the tax code's rate, to the cent. */
export function lineTax(line: JournalLineAmounts, ratePercent: number | null): { net: number; tax: number } {
  const net = toCents(line.debit) > 0 ? toCents(line.debit) : toCents(line.credit);
  const tax = ratePercent === null ? 0 : Math.round((net * ratePercent) / 100);
  return { net: net / 100, tax: tax / 100 };
}
