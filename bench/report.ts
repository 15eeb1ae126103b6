/** What a bench file hands back to run.ts: tables of figures, already formatted as text. */
export interface BenchTable {
  title: string;
  columns: string[];
  rows: string[][];
  notes?: string[];
}

/** Every `*.bench.ts` file exports these two. */
export interface BenchFile {
  description: string;
  run(): Promise<BenchTable[]>;
}

export function isBenchFile(value: unknown): value is BenchFile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BenchFile>;
  return typeof candidate.description === 'string' && typeof candidate.run === 'function';
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  const lower = sorted[middle - 1] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}

export function milliseconds(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

export function microseconds(valueMs: number): string {
  return (valueMs * 1000).toFixed(0);
}

/** `2.35×`: how many times the reference a figure is. */
export function times(value: number, reference: number): string {
  return reference > 0 ? `${(value / reference).toFixed(2)}×` : '–';
}

export function integer(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Progress goes to stderr so a slow bench is not silent; figures go to stdout through run.ts. */
export function progress(message: string): void {
  process.stderr.write(`  … ${message}\n`);
}

const NUMERIC = /^[-+]?[\d,.]+(×|%)?$/;

export function formatTable(table: BenchTable): string {
  const widths = table.columns.map((column, index) =>
    Math.max(column.length, ...table.rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => {
        const width = widths[index] ?? cell.length;
        return NUMERIC.test(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [
    table.title,
    line(table.columns),
    rule,
    ...table.rows.map(line),
    ...(table.notes ?? []).map((note) => `  ${note}`),
  ].join('\n');
}

/** What a bench child process sends back to run.ts. */
export interface BenchMessage {
  description: string;
  tables: BenchTable[];
}

function isBenchTable(value: unknown): value is BenchTable {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BenchTable>;
  return (
    typeof candidate.title === 'string' && Array.isArray(candidate.columns) && Array.isArray(candidate.rows)
  );
}

export function isBenchMessage(value: unknown): value is BenchMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BenchMessage>;
  return (
    typeof candidate.description === 'string' &&
    Array.isArray(candidate.tables) &&
    candidate.tables.every(isBenchTable)
  );
}
