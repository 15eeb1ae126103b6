import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { COLUMNS, columnId, designerFixture, FIELD_COUNT, fieldNodeId, ROWS } from './designer/fixture';
import type { FrameFigures } from './designer/page-bench';
import { type BenchTable, median, milliseconds, progress } from './report';
import { type BrowserBench, withBrowserBench } from './support/browser-bench';
import { percentile } from './support/forms-render-drive';

export const description =
  'the form designer in headless Chromium: opening a 500-field form, and the frame rate while dragging a field';

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGES = Math.max(1, Number(process.env.BENCH_DESIGNER_PAGES ?? 5));
const STEPS = 120;
const MOVE_MS = 2000;
/**
 * Row 1, column 1 picked up; dropped into row 3, column 4: across the canvas, both on screen at
 * 1280×900 and clear of the bottom fifth of the window, where dnd-kit would start scrolling the page.
 */
const SOURCE = { row: 0, column: 0 };
const TARGET = { row: 2, column: 3 };

interface Point {
  x: number;
  y: number;
}

interface DragRound {
  drag: FrameFigures;
  hover: FrameFigures;
  moveMs: number;
  hoverMs: number;
  landedIn: string | undefined;
  /** Extra pointer moves (not timed) before the target column showed it takes the drop. */
  corrections: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadNote = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

async function centreOf(page: Page, selector: string): Promise<Point> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  const viewport = page.viewportSize();
  if (viewport && (box.y < 0 || box.y + box.height > viewport.height))
    throw new Error(`${selector} is off screen, the drag would scroll`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Moves the mouse from `from` to `to` in STEPS even steps paced over MOVE_MS (a step waits for the
 * previous one to be handled, so a busy page stretches the move), counting the page's frames meanwhile.
 */
async function moveCounting(
  page: Page,
  from: Point,
  to: Point,
): Promise<{ frames: FrameFigures; ms: number }> {
  await page.evaluate(() => window.designerBench.watchFrames());
  const started = performance.now();
  for (let step = 1; step <= STEPS; step += 1) {
    const at = step / STEPS;
    await page.mouse.move(from.x + (to.x - from.x) * at, from.y + (to.y - from.y) * at);
    const wait = started + (MOVE_MS * step) / STEPS - performance.now();
    if (wait > 0) await sleep(wait);
  }
  const ms = performance.now() - started;
  return { frames: await page.evaluate(() => window.designerBench.frames()), ms };
}

async function openDesigner(bench: BrowserBench): Promise<{ page: Page; ms: number }> {
  const page = await bench.openPage('designer.html');
  await page.evaluate(() => window.designerBench.ready);
  const ms = await page.evaluate(() => window.designerBench.open());
  const fields = await page.evaluate(() => window.designerBench.fieldCount());
  if (fields !== FIELD_COUNT) throw new Error(`the designer drew ${fields} fields, not ${FIELD_COUNT}`);
  return { page, ms };
}

const MAX_CORRECTIONS = 10;

/**
 * Before dropping, the target column must show it takes the drop (its green cue). A refusal cue met on
 * the way (a column's or row's frame) inserts a line of text that pushes the column's content down, so
 * the field may no longer be under the pointer where the path ended: the pointer then follows the
 * field to where it is now, as a person would, and the bench counts those moves.
 */
async function settleOnTarget(page: Page, column: string, field: string): Promise<number> {
  const accepted = () =>
    page.evaluate(
      (id) =>
        document.querySelector(`[data-testid="canvas-node-${id}"]`)?.classList.contains('is-drop-ok') ??
        false,
      column,
    );
  for (let moves = 0; moves < MAX_CORRECTIONS; moves += 1) {
    if (await accepted()) return moves;
    const box = await page.locator(`[data-testid="canvas-node-${field}"]`).boundingBox();
    if (!box) throw new Error(`${field} is not on the page`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.75, { steps: 2 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  throw new Error(`${column} still refuses the drop after ${MAX_CORRECTIONS} moves onto ${field}`);
}

/** The same pointer path without a drag (the page's floor), then the drag itself, checked to land. */
async function dragRound(page: Page): Promise<DragRound> {
  const field = fieldNodeId(SOURCE.row * COLUMNS + SOURCE.column);
  const target = columnId(TARGET.row, TARGET.column);
  const targetField = fieldNodeId(TARGET.row * COLUMNS + TARGET.column);
  const handle = `[data-drag-handle="${field}"]`;
  const label = await page.locator(handle).getAttribute('aria-label');
  if (!label?.startsWith('Move'))
    throw new Error(`${field}'s drag handle is labelled ${JSON.stringify(label)}`);
  const from = await centreOf(page, handle);
  // The lower half of the target column's field: the place after it, in that column.
  const targetBox = await page.locator(`[data-testid="canvas-node-${targetField}"]`).boundingBox();
  if (!targetBox) throw new Error(`${targetField} is not on the page`);
  const to = { x: targetBox.x + targetBox.width / 2, y: targetBox.y + targetBox.height * 0.75 };
  await sleep(500);

  await page.mouse.move(from.x, from.y);
  const hover = await moveCounting(page, from, to);
  await page.mouse.move(from.x, from.y);
  await sleep(300);

  const scrolled = () => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
  const scrollBefore = await scrolled();
  await page.mouse.down();
  const drag = await moveCounting(page, from, to);
  if ((await scrolled()) !== scrollBefore)
    throw new Error('the page scrolled during the drag: the target is too close to the window edge');
  const corrections = await settleOnTarget(page, target, targetField);
  await page.mouse.up();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const landedIn = await page.evaluate((id) => window.designerBench.columnOf(id), field);
  if (landedIn !== target)
    throw new Error(
      `the dragged field ${field} is in ${landedIn ?? 'no column'} after the drop, not ${target}`,
    );
  return {
    drag: drag.frames,
    hover: hover.frames,
    moveMs: drag.ms,
    hoverMs: hover.ms,
    landedIn,
    corrections,
  };
}

const fps = (figures: FrameFigures) => figures.count / (figures.spanMs / 1000);

function frameRow(name: string, figures: readonly FrameFigures[], moveMs: readonly number[]): string[] {
  const intervals = figures.flatMap((figure) => figure.intervals);
  return [
    name,
    milliseconds(median(moveMs)),
    median(figures.map(fps)).toFixed(1),
    milliseconds(median(figures.map((figure) => percentile(figure.intervals, 0.5)))),
    milliseconds(median(figures.map((figure) => percentile(figure.intervals, 0.95)))),
    milliseconds(Math.max(...intervals)),
    String(Math.round(median(figures.map((figure) => figure.count)))),
  ];
}

export async function run(): Promise<BenchTable[]> {
  const design = designerFixture();
  const loadBefore = loadNote();
  progress('building the designer page with Vite');
  const rounds = await withBrowserBench(
    { root: path.join(here, 'designer'), pages: ['designer.html'] },
    async (bench) => {
      await bench.writeFile('designer.json', JSON.stringify(design));
      const done: (DragRound & { openMs: number })[] = [];
      for (let round = 0; round < PAGES; round += 1) {
        progress(`page ${round + 1} of ${PAGES}: open the designer, then drag a field`);
        const { page, ms } = await openDesigner(bench);
        done.push({ openMs: ms, ...(await dragRound(page)) });
        await page.context().close();
      }
      return done;
    },
  );
  const opens = rounds.map((round) => round.openMs);
  const field = fieldNodeId(SOURCE.row * COLUMNS + SOURCE.column);
  const loads = `load average (1 / 5 / 15 min): ${loadBefore} before, ${loadNote()} after`;
  return [
    {
      title: `Form designer — open a ${FIELD_COUNT}-field form (${ROWS} rows × ${COLUMNS} columns, median of ${PAGES} fresh pages)`,
      columns: ['measure', 'median ms', 'min ms', 'max ms', 'each page ms'],
      rows: [
        [
          'open to all fields painted',
          milliseconds(median(opens)),
          milliseconds(Math.min(...opens)),
          milliseconds(Math.max(...opens)),
          opens.map(milliseconds).join(', '),
        ],
      ],
      notes: [
        `From just before the render call (FormDesigner inside the app's providers and Ant Design's App, StrictMode, production build) to the second animation frame after all ${FIELD_COUNT} field frames are in the DOM; the design is handed over, not fetched.`,
        'Debian Chromium headless, 1280×900, each page in a new browser context.',
        loads,
      ],
    },
    {
      title: `Form designer — dragging ${field} from row ${SOURCE.row + 1}, column ${SOURCE.column + 1} to row ${TARGET.row + 1}, column ${TARGET.column + 1} (${STEPS} mouse steps over ~${MOVE_MS / 1000} s, median of ${PAGES} pages)`,
      columns: ['pointer', 'move ms', 'fps', 'p50 frame ms', 'p95 frame ms', 'longest ms', 'frames'],
      rows: [
        frameRow(
          'dragging the field',
          rounds.map((round) => round.drag),
          rounds.map((round) => round.moveMs),
        ),
        frameRow(
          'same path, no drag (the floor)',
          rounds.map((round) => round.hover),
          rounds.map((round) => round.hoverMs),
        ),
      ],
      notes: [
        `page.mouse picks the field up by its drag handle (aria-label "Move …", data-drag-handle) and moves it in ${STEPS} even steps paced over ${MOVE_MS} ms (each step waits for the page to take the previous one), then drops it; the bench checks the field sits in the target column afterwards.`,
        `The drop landed in ${columnId(TARGET.row, TARGET.column)} on all ${PAGES} pages. Pointer moves onto the target field needed before its column showed the green cue (untimed, after the ${STEPS} steps), per page: ${rounds.map((round) => round.corrections).join(', ')}.`,
        `move ms is how long the ${STEPS} steps took: a step waits until the page has taken the previous one, so a page busy with the drag stretches the move beyond ${MOVE_MS} ms.`,
        'fps is the animation frames counted during the move over its length; frame intervals are the gaps between consecutive requestAnimationFrame callbacks (p50 and p95 per page, then the median over pages; longest over all pages).',
        loads,
      ],
    },
  ];
}
