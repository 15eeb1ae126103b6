const DAY = 86_400_000;

/** `YYYY-MM-DD` as a UTC day number; undefined for anything else. */
export function dayNumber(date: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time / DAY;
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/**
 * The working days from `from` to `to`, both included: weekdays (Saturday and Sunday are the weekend)
 * that are not among `holidays`. Zero when `to` is before `from`.
 */
export function workingDays(from: string, to: string, holidays: ReadonlySet<string>): number {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === undefined || last === undefined) return 0;
  let count = 0;
  for (let day = first; day <= last; day += 1) {
    const weekday = new Date(day * DAY).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (holidays.has(dateOfDay(day))) continue;
    count += 1;
  }
  return count;
}
