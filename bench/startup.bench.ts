import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '../apps/server/src/platform/config/config';
import { createThrowawayDatabase, postgresServerUrl, startApp, type ThrowawayDatabase } from './bench-apps';
import { type BenchTable, median, milliseconds, progress, times } from './report';

export const description =
  'buildApp() from cold, warm, in memory and on Postgres: database open, migrations, seed, identity, routes';

/** Three starts of each kind keep the whole file near a minute on two cores; BENCH_STARTUP_RUNS raises it. */
const RUNS = Math.min(Math.max(Number(process.env.BENCH_STARTUP_RUNS ?? 3) || 3, 1), 10);

interface Variant {
  label: string;
  /** The environment of the next start; may prepare what it needs (untimed). */
  next(round: number): Promise<Env>;
  samples: number[];
}

async function timeStart(env: Env): Promise<number> {
  const started = performance.now();
  const atrium = await startApp(env);
  const elapsed = performance.now() - started;
  await atrium.close();
  return elapsed;
}

export async function run(): Promise<BenchTable[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const databases: ThrowawayDatabase[] = [];
  const serverUrl = postgresServerUrl();
  // The warm starts reuse what the first cold start of the same kind left behind.
  let warmDir: string | undefined;
  let warmDatabase: ThrowawayDatabase | undefined;

  const variants: Variant[] = [
    {
      label: 'embedded, cold (new DATA_DIR: initdb + migrations + seed)',
      samples: [],
      next: async (round) => {
        const dir = path.join(scratch, `cold-${round}`);
        warmDir ??= dir;
        return { DATA_DIR: dir };
      },
    },
    {
      label: 'embedded, warm (same DATA_DIR again)',
      samples: [],
      next: async () => ({ DATA_DIR: warmDir ?? path.join(scratch, 'warm') }),
    },
    {
      label: 'in-memory PGlite (DATA_DIR=memory://)',
      samples: [],
      next: async () => ({ DATA_DIR: 'memory://' }),
    },
  ];
  if (serverUrl) {
    variants.push(
      {
        label: 'Postgres, new database (migrations + seed)',
        samples: [],
        next: async () => {
          const database = await createThrowawayDatabase(serverUrl);
          databases.push(database);
          warmDatabase ??= database;
          return { DATABASE_URL: database.url };
        },
      },
      {
        label: 'Postgres, same database again',
        samples: [],
        next: async () => {
          if (!warmDatabase) throw new Error('the warm Postgres start needs a cold one before it');
          return { DATABASE_URL: warmDatabase.url };
        },
      },
    );
  }

  try {
    // The first start in a process also compiles PGlite's WebAssembly and loads lazy imports once.
    progress('first start in this process (in memory), not counted in the rounds');
    const first = await timeStart({ DATA_DIR: 'memory://' });
    // Rounds interleave the kinds so that drift (heat, other load) spreads over all of them.
    for (let round = 0; round < RUNS; round++) {
      for (const variant of variants) {
        progress(`round ${round + 1}/${RUNS}: ${variant.label}`);
        variant.samples.push(await timeStart(await variant.next(round)));
      }
    }

    const warm = median(variants[1]?.samples ?? []);
    const rows = variants.map((variant) => {
      const middle = median(variant.samples);
      return [
        variant.label,
        String(variant.samples.length),
        milliseconds(middle),
        milliseconds(Math.min(...variant.samples)),
        milliseconds(Math.max(...variant.samples)),
        times(middle, warm),
      ];
    });
    rows.push([
      'first start in a fresh process (in memory)',
      '1',
      milliseconds(first),
      '',
      '',
      times(first, warm),
    ]);
    return [
      {
        title: `buildApp() start-up, ${RUNS} run${RUNS === 1 ? '' : 's'} each`,
        columns: ['start', 'runs', 'median ms', 'min ms', 'max ms', '× warm embedded'],
        rows,
        notes: [
          'Timed from buildApp() until the app is ready to answer; close() is not timed.',
          '× warm embedded: median ÷ median of the warm embedded start, the usual `npm start`.',
          ...(serverUrl
            ? ['Creating the throwaway Postgres database (create database) is not timed.']
            : ['Postgres rows appear when DATABASE_URL is set.']),
        ],
      },
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    for (const database of databases) await database.drop();
  }
}
