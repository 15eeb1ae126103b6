import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { THEME } from '@atrium/web/src/app/theme';
import { antdStaticStyles } from '@atrium/web/vite/antd-static-styles';
import react from '@vitejs/plugin-react';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { build } from 'vite';

/**
 * What the in-browser benches share: build a folder of pages with Vite into a temporary directory,
 * serve it from a local static server, drive Debian's Chromium headless with playwright-core, and
 * profile a step with the CDP profiler. Pages import the web app's real code through the workspace
 * packages (`@atrium/web/src/...`, `@atrium/core`), the same modules the app bundles.
 */
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

export interface BrowserBenchOptions {
  /** The folder holding the pages' HTML files (the Vite root). */
  root: string;
  /** HTML files in `root`, one entry each. */
  pages: readonly string[];
  /**
   * For a profile: keep function names readable and put each package (and each folder of the web
   * app) in a chunk of its own, so a profile's file names say whose code ran. Slower pages, so only
   * when profiling.
   */
  readable?: boolean;
}

export interface BrowserBench {
  browser: Browser;
  /** The static server's base URL, ending in `/`. */
  url: string;
  /** Writes a file beside the built pages (a fixture the pages fetch). */
  writeFile(name: string, content: string): Promise<void>;
  /** A new page in a new context, so no page inherits another's state. */
  openPage(file: string): Promise<Page>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** `pkg_antd`, `pkg_ant-design__cssinjs`, `web_forms_renderer`, `atrium_core`: whose code a module is. */
export function chunkOf(id: string): string | null {
  const modules = id.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const [scope = '', name = ''] = id.slice(modules + '/node_modules/'.length).split('/');
    return `pkg_${scope.startsWith('@') ? `${scope.slice(1)}__${name}` : scope}`;
  }
  const web = /apps\/web\/src\/([^/]+)\/(?:([^/]+)\/)?/.exec(id);
  if (web) return `web_${web[1]}${web[1] === 'forms' && web[2] ? `_${web[2]}` : ''}`;
  return id.includes('/packages/core/src/') ? 'atrium_core' : null;
}

/** Production build of the pages (the mode the app ships in), quietly, into `outDir`. */
export async function buildPages(options: BrowserBenchOptions, outDir: string): Promise<void> {
  await build({
    root: options.root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), antdStaticStyles(THEME)],
    define: { __ATRIUM_BUILD_VERSION__: JSON.stringify('bench') },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: !options.readable,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
      rolldownOptions: {
        input: Object.fromEntries(
          options.pages.map((page) => [page.replace(/\.html$/, ''), path.join(options.root, page)]),
        ),
        ...(options.readable
          ? {
              output: {
                codeSplitting: {
                  includeDependenciesRecursively: false,
                  groups: [{ name: chunkOf, debugName: 'package' }],
                },
                chunkFileNames: '[name].js',
              },
            }
          : {}),
      },
    },
  });
}

/** Serves `dir` on 127.0.0.1 at a free port; files only, no directory listings, no caching rules. */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(`${root}${path.sep}`)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (content) => {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        });
        response.end(content);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Timers and frames run at full speed even though no window is on screen.
    args: ['--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
  });
}

/** Builds the pages, serves them, starts Chromium, runs `work`, and always cleans all of it up. */
export async function withBrowserBench<T>(
  options: BrowserBenchOptions,
  work: (bench: BrowserBench) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atrium-browser-bench-'));
  try {
    await buildPages(options, dir);
    const server = await serveStatic(dir);
    try {
      const browser = await launchChromium();
      try {
        return await work({
          browser,
          url: server.url,
          writeFile: (name, content) => writeFile(path.join(dir, name), content),
          openPage: async (file) => {
            const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
            const page = await context.newPage();
            page.on('pageerror', (error) => process.stderr.write(`  page error: ${error.message}\n`));
            await page.goto(new URL(file, server.url).href);
            return page;
          },
        });
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ProfileEntry {
  /** Function name, or `(anonymous)`. */
  name: string;
  /** The script's file name (a chunk: whose code it is in a readable build), or `(native)`. */
  file: string;
  line: number;
  selfMs: number;
  /** Self time plus callees' (a recursive function's time counted once, at its outermost call). */
  totalMs: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Runs `step` under the CDP sampling profiler (100 µs) and answers every function's self and total time. */
export async function profileStep(page: Page, step: () => Promise<unknown>): Promise<ProfileEntry[]> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  await step();
  const { profile } = await session.send('Profiler.stop');
  await session.detach();
  const nodes = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node as ProfileNode]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  const entries = new Map<string, ProfileEntry>();
  const visit = (id: number, stack: ReadonlySet<string>): number => {
    const node = nodes.get(id);
    if (!node) return 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const file = path.basename(url) || '(native)';
    const key = `${name} ${file}:${lineNumber}`;
    const own = self.get(id) ?? 0;
    const inner = new Set(stack).add(key);
    let total = own;
    for (const child of node.children ?? []) total += visit(child, inner);
    const entry = entries.get(key) ?? { name, file, line: lineNumber + 1, selfMs: 0, totalMs: 0 };
    entry.selfMs += own;
    if (!stack.has(key)) entry.totalMs += total;
    entries.set(key, entry);
    return total;
  };
  const root = profile.nodes[0];
  if (root) visit(root.id, new Set());
  return [...entries.values()].filter((entry) => entry.name !== '(root)' && entry.name !== '(idle)');
}
