import type { JournalEntryLine } from '@atrium/core';

/** A line as the form holds it: blank choices and amounts until the person fills them. */
export interface DraftLine {
  key: number;
  accountId?: number | undefined;
  costCentreId?: number | undefined;
  taxCodeId?: number | undefined;
  debit: number | null;
  credit: number | null;
}

let nextKey = 1;

/** A new blank line. */
export const blankLine = (): DraftLine => ({ key: nextKey++, debit: null, credit: null });

/** The lines as the call takes them, or undefined while some line has no account. */
export function linesToSend(lines: readonly DraftLine[]): JournalEntryLine[] | undefined {
  if (lines.some((line) => line.accountId === undefined)) return undefined;
  return lines.map((line) => ({
    accountId: line.accountId ?? 0,
    costCentreId: line.costCentreId ?? null,
    taxCodeId: line.taxCodeId ?? null,
    debit: line.debit ?? 0,
    credit: line.credit ?? 0,
  }));
}

/** Today in the person's own calendar, `2026-11-28`. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
