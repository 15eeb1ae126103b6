import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/platform/db/database';
import { createThrowawayDatabase, postgresServerUrl } from './bench-apps';
import { type BenchTable, median, milliseconds, progress } from './report';
import { startBenchServer } from './support/bench-server';
import { benchSession } from './support/bench-session';

export const description =
  "a quote printed to a PDF over HTTP, one after another, as a salesperson prints it (issue 17's figure)";

const PRINTS = Number(process.env.BENCH_PRINTS ?? 20);
const WARM_UP = 3;

/** The nth percentile of sorted figures (nearest rank). */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function run(): Promise<BenchTable[]> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) {
    return [
      {
        title: 'prints on Postgres',
        columns: ['skipped'],
        rows: [['set DATABASE_URL: this bench needs a Postgres server']],
      },
    ];
  }
  const database = await createThrowawayDatabase(serverUrl);
  progress('starting a server with the demo data');
  const server = await startBenchServer({ DATABASE_URL: database.url });
  const { db } = createDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  try {
    const sam = await benchSession(db, 'sam.sales@atrium.local');
    // The demo's "Standard quote" template and a quote with sales orders, so the print has a table.
    const target = await sql<{ template: number; quote: number }>`
      select pt.id::int as template, q.id::int as quote
      from print_templates pt
      join obj_quote q on q.org_id = pt.org_id
      where pt.org_id = ${sam.orgId} and pt.name = 'Standard quote'
      order by (select count(*) from obj_sales_order so where so.quote_id = q.id) desc, q.id
      limit 1`.execute(db);
    const found = target.rows[0];
    if (!found)
      throw new Error("the demo data has no quote and 'Standard quote' template in Sam's organization");
    const url = `${server.url}/api/v1/objectPrints/quote/${found.quote}/print?template=${found.template}`;
    const headers = { authorization: `Bearer ${sam.token}` };
    const printOnce = async () => {
      const started = performance.now();
      const answer = await fetch(url, { headers });
      const bytes = (await answer.arrayBuffer()).byteLength;
      if (!answer.ok) throw new Error(`the print answered ${answer.status}`);
      return { ms: performance.now() - started, bytes };
    };
    for (let i = 0; i < WARM_UP; i++) await printOnce();
    progress(`${PRINTS} prints, one after another`);
    const cpuBefore = await server.cpuSeconds();
    const prints = [];
    for (let i = 0; i < PRINTS; i++) prints.push(await printOnce());
    const cpuMs = (((await server.cpuSeconds()) - cpuBefore) * 1000) / PRINTS;
    const times = prints.map((print) => print.ms).sort((a, b) => a - b);
    return [
      {
        title: `GET objectPrints/quote/{id}/print?template= (a PDF), ${PRINTS} prints after ${WARM_UP} to warm up`,
        columns: ['p50 ms', 'p90 ms', 'max ms', 'server CPU ms/print', 'PDF bytes'],
        rows: [
          [
            milliseconds(median(times)),
            milliseconds(percentile(times, 90)),
            milliseconds(times.at(-1) ?? Number.NaN),
            cpuMs.toFixed(1),
            String(prints[0]?.bytes ?? 0),
          ],
        ],
        notes: [
          "the demo's 'Standard quote': header and footer, the account's name through a lookup, a table of sales orders",
          'fonts are embedded (subset) in every PDF; the WOFF files are unwrapped once per process (decision 0019)',
        ],
      },
    ];
  } finally {
    await db.destroy();
    await server.stop();
    await database.drop();
  }
}
