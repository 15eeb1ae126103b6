import { type BenchTable, milliseconds } from '../report';
import type { ProfileEntry } from './browser-bench';

/**
 * A CDP profile (browser-bench's profileStep over a readable build) as three tables: whose code the
 * time went to (one chunk per package or web-app folder), the React components that cost most with
 * what they render, and the functions with the most self time.
 */
const NOTE = 'CDP sampling profiler at 100 µs; readable build, one chunk per package or web-app folder.';

export function profileTables(what: string, entries: readonly ProfileEntry[], top = 15): BenchTable[] {
  const byChunk = new Map<string, number>();
  for (const entry of entries) {
    const chunk = entry.file.replace(/\.js$/, '');
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + entry.selfMs);
  }
  const sampled = [...byChunk.values()].reduce((sum, ms) => sum + ms, 0);
  const chunks = [...byChunk.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  // Components are the capitalised functions in the app's and the widget libraries' code.
  const components = entries
    .filter((entry) => /^[A-Z]/.test(entry.name) && entry.file !== '(native)')
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, top);
  const functions = [...entries].sort((a, b) => b.selfMs - a.selfMs).slice(0, top);
  const where = (entry: ProfileEntry) => `${entry.file.replace(/\.js$/, '')}:${entry.line}`;
  return [
    {
      title: `Profile — ${what}: self time by whose code (${milliseconds(sampled)} ms sampled)`,
      columns: ['code (chunk)', 'self ms', 'share'],
      rows: chunks.map(([chunk, ms]) => [chunk, milliseconds(ms), `${((100 * ms) / sampled).toFixed(0)}%`]),
      notes: [NOTE, '(program) is the browser outside JavaScript: style, layout, paint, parsing.'],
    },
    {
      title: `Profile — ${what}: React components by total time (theirs and what they call, summed over instances)`,
      columns: ['component', 'where', 'total ms', 'self ms'],
      rows: components.map((entry) => [
        entry.name,
        where(entry),
        milliseconds(entry.totalMs),
        milliseconds(entry.selfMs),
      ]),
    },
    {
      title: `Profile — ${what}: functions by self time`,
      columns: ['function', 'where', 'self ms', 'total ms'],
      rows: functions.map((entry) => [
        entry.name,
        where(entry),
        milliseconds(entry.selfMs),
        milliseconds(entry.totalMs),
      ]),
    },
  ];
}
