import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { type BenchTable, median, milliseconds, progress, times } from './report';
import { startBenchServer } from './support/bench-server';
import { launchChromium } from './support/browser-bench';

export const description =
  'record pages in headless Chromium against the real server: cold (empty HTTP cache) and warm loads of a list and two forms';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.join(here, '..', 'apps', 'web');
const LOADS = Math.max(1, Number(process.env.BENCH_RECORD_PAGE_LOADS ?? 7));
const EMAIL = 'sam.sales@atrium.local';

/** The pages timed, each with what shows it is drawn: a field's label, or the list's first row. */
const PAGES = [
  { name: 'accounts list (first rows of the grid)', path: '/crm/accounts', drawn: 'tr.ant-table-row' },
  { name: 'new contact (text, choice, date fields)', path: '/crm/contacts/new', drawn: 'label:Full name' },
  { name: 'new account (adds a Leaflet map)', path: '/crm/accounts/new', drawn: 'label:Name' },
] as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Load {
  ms: number;
  scriptKb: number;
  scripts: number;
}

/** Signs in through the built-in provider the way a person does and keeps the session. */
async function signedIn(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in using SSO' }).click();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill('atrium');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/userzone');
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * One navigation to `target`, timed in the page from its navigation start to the first animation frame
 * in which it is drawn; with the scripts it fetched over the network for it.
 */
async function timedLoad(context: BrowserContext, target: (typeof PAGES)[number]): Promise<Load> {
  const page = await context.newPage();
  try {
    await page.goto(target.path, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (drawn) => {
        const label = drawn.startsWith('label:') ? drawn.slice('label:'.length) : undefined;
        const found =
          label === undefined
            ? document.querySelector(drawn) !== null
            : [...document.querySelectorAll('label')].some(
                (element) => element.textContent?.trim() === label,
              );
        return found ? performance.now() : false;
      },
      target.drawn,
      { polling: 'raf', timeout: 60_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    const network = fetched.filter((size) => size > 0);
    return {
      ms,
      scriptKb: network.reduce((sum, size) => sum + size, 0) / 1024,
      scripts: network.length,
    };
  } finally {
    await page.close();
  }
}

export async function run(): Promise<BenchTable[]> {
  const dist = await mkdtemp(path.join(tmpdir(), 'atrium-record-page-'));
  try {
    progress('building the web app (production)');
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: dist, emptyOutDir: true, reportCompressedSize: false },
    });
    progress('starting the server on in-memory PGlite with the demo data');
    const server = await startBenchServer({ WEB_DIST: dist, DATA_DIR: 'memory://' });
    try {
      const browser = await launchChromium();
      try {
        const state = await signedIn(browser, server.url);
        progress(`loading each page ${LOADS} times cold and warm`);
        const loads = new Map(PAGES.map((target) => [target, { cold: [] as Load[], warm: [] as Load[] }]));
        for (let round = 0; round < LOADS; round += 1) {
          for (const [target, kinds] of loads) {
            // A new context has an empty HTTP cache; its second load finds every chunk cached.
            const context = await browser.newContext({
              baseURL: server.url,
              storageState: state,
              viewport: { width: 1280, height: 900 },
            });
            try {
              kinds.cold.push(await timedLoad(context, target));
              kinds.warm.push(await timedLoad(context, target));
            } finally {
              await context.close();
            }
          }
        }
        const rows = [...loads].flatMap(([target, kinds]) => {
          const coldMs = median(kinds.cold.map((load) => load.ms));
          return (['cold', 'warm'] as const).map((kind) => {
            const list = kinds[kind];
            const ms = median(list.map((load) => load.ms));
            return [
              `${target.name}, ${kind}`,
              milliseconds(ms),
              milliseconds(Math.min(...list.map((load) => load.ms))),
              milliseconds(Math.max(...list.map((load) => load.ms))),
              times(ms, coldMs),
              String(Math.round(median(list.map((load) => load.scriptKb)))),
              String(median(list.map((load) => load.scripts))),
            ];
          });
        });
        return [
          {
            title: `Record pages — navigation to the page drawn (${LOADS} loads each, signed in as ${EMAIL})`,
            columns: [
              'page',
              'median ms',
              'min ms',
              'max ms',
              '× cold',
              'script kB fetched',
              'scripts fetched',
            ],
            rows,
            notes: [
              'From the navigation start to the first animation frame that draws the list’s first row or the named field’s label: the shell, the object’s definition, the permission answers (batched 200 ms, spec 000 §9), the page’s chunk and its first call (the list’s page of records, the form schema) come before it.',
              'Cold: a new browser context, so no chunk is cached. Warm: the same page again in that context, every chunk in the HTTP cache. Script kB as sent (brotli), counting only scripts that came over the network.',
              'Production build of apps/web served by a real server process (in-memory PGlite, demo data); Debian Chromium headless, 1280×900.',
            ],
          },
        ];
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}
