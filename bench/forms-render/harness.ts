/**
 * The measuring half of each page, the same for every peer. The bench drives it through `window.bench`:
 *
 * - `mount(expected)`: from just before the peer's render call (its model, rules and React root are
 *   created inside the timed span) until the second animation frame after `expected` fields are in
 *   the DOM, that is once the frame showing them has been painted. For a peer that first draws light
 *   stand-ins (`widgets`), `widgetsLiveMs()` then says when the fields in view had their real
 *   widgets, timed the same way: each field's frame is watched from the render call on, so fields in
 *   view that are live before the rest of the form is drawn count from then, not from the mount.
 * - keystrokes: from a key's `keydown` event (its `timeStamp`, set when the browser received the
 *   key) to the first task after the next frame that follows the `input` event it caused: a
 *   requestAnimationFrame callback, then setTimeout 0, which runs once that frame is painted.
 *   Event Timing's `duration` would do the same but is rounded to 8 ms, too coarse for these figures.
 * - `watch()` / `watched()`: around a key that makes rules flip, when the form's DOM last changed,
 *   painted (a peer that defers its rules changes it later than the key's own frame), and the
 *   longest frame meanwhile (what the rules' pass costs when it runs).
 */
export interface PeerAdapter<T> {
  /** The peer's payload file beside the page. */
  payload: string;
  /** Creates the peer's form from its payload and renders it into `container`. */
  render(container: HTMLElement, payload: T): void;
  /** How many fields are drawn and visible now; checked every frame while mounting, so cheap. */
  fieldCount(container: HTMLElement): number;
  /** The names of the fields drawn and visible now. */
  visibleFields(container: HTMLElement): string[];
  /** A CSS selector for a field's text input. */
  inputSelector(name: string): string;
  /** For a peer that draws some fields lightly at first: what the painted fields are, said plainly. */
  painted?(container: HTMLElement): string;
  /**
   * For such a peer: the frames of the fields drawn now, and whether one has its real widget. Read
   * every frame from the render call on, so cheap.
   */
  widgets?: {
    frames(container: HTMLElement): ArrayLike<Element>;
    live(frame: Element): boolean;
  };
}

export interface ReactionFigures {
  /** Milliseconds from the last keydown to the paint after the form's DOM last changed. */
  paintedMs: number;
  /** The longest gap between two animation frames while watching, in milliseconds. */
  longestFrameMs: number;
}

export interface PageBench {
  ready: Promise<void>;
  mount(expected: number): Promise<number>;
  /** Milliseconds from the last mount's start until the fields in view had their real widgets. */
  widgetsLiveMs(): number;
  visibleFields(): string[];
  inputSelector(name: string): string;
  /** What the fields painted at the end of the last mount were, when the peer says (`painted`). */
  painted(): string | undefined;
  /** Milliseconds of keystroke `index` (0-based, in typing order), once it is measured. */
  keystroke(index: number): Promise<number>;
  /** Starts watching the form's DOM and frames (call just before a key whose rules should react). */
  watch(): void;
  /** Watches for `windowMs` more and answers what happened since `watch()`. */
  watched(windowMs: number): Promise<ReactionFigures>;
}

declare global {
  interface Window {
    bench: PageBench;
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * From `started` on, every animation frame, notes which field frames have their real widget; a frame
 * first seen live in frame N was painted by frame N + 1, the moment answered (as `untilFrame` and
 * then `nextFrame` time a mount).
 */
function watchWidgets(
  container: HTMLElement,
  widgets: NonNullable<PeerAdapter<unknown>['widgets']>,
  started: number,
) {
  const seenIn = new Map<Element, number>();
  const frameTimes: number[] = [];
  let running = true;
  const look = () => {
    if (!running) return;
    frameTimes.push(performance.now() - started);
    const frames = widgets.frames(container);
    for (let index = 0; index < frames.length; index += 1) {
      const frame = frames[index];
      if (frame && !seenIn.has(frame) && widgets.live(frame)) seenIn.set(frame, frameTimes.length - 1);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  return {
    /** Milliseconds from `started` until `frame`'s widget was painted; undefined while it is not yet. */
    paintedAt(frame: Element): number | undefined {
      const seen = seenIn.get(frame);
      return seen === undefined ? undefined : frameTimes[seen + 1];
    },
    stop() {
      running = false;
    },
  };
}

/** The field frames inside the viewport (nothing scrolls while mounting). */
function framesInView(frames: ArrayLike<Element>): Element[] {
  const height = window.innerHeight;
  return Array.from(frames).filter((frame) => {
    const box = frame.getBoundingClientRect();
    return box.bottom >= 0 && box.top <= height;
  });
}

async function untilFrame(test: () => boolean, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > until) throw new Error(`the form did not finish drawing in ${timeoutMs} ms`);
    await nextFrame();
  }
}

function recordKeystrokes(): { samples: number[]; lastKey: () => number; waiters: Map<number, () => void> } {
  const samples: number[] = [];
  const waiters = new Map<number, () => void>();
  let keyAt: number | undefined;
  let lastKeyAt = 0;
  document.addEventListener(
    'keydown',
    (event) => {
      keyAt = event.timeStamp > 0 ? event.timeStamp : performance.now();
      lastKeyAt = keyAt;
    },
    { capture: true },
  );
  document.addEventListener(
    'input',
    () => {
      const started = keyAt;
      keyAt = undefined;
      if (started === undefined) return;
      requestAnimationFrame(() =>
        setTimeout(() => {
          samples.push(performance.now() - started);
          waiters.get(samples.length - 1)?.();
        }, 0),
      );
    },
    { capture: true },
  );
  return { samples, lastKey: () => lastKeyAt, waiters };
}

/** Records when the form's DOM last changed and was then painted, and the longest frame. */
function watchForm(container: HTMLElement) {
  let paintedAt = 0;
  let longest = 0;
  let previous: number | undefined;
  let running = true;
  const observer = new MutationObserver(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        paintedAt = performance.now();
      }, 0),
    );
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = (now: number) => {
    if (!running) return;
    if (previous !== undefined) longest = Math.max(longest, now - previous);
    previous = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return {
    paintedAt: () => paintedAt,
    longestFrame: () => longest,
    stop: () => {
      running = false;
      observer.disconnect();
    },
  };
}

export function installHarness<T>(adapter: PeerAdapter<T>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root');
  let payload: T | undefined;
  const ready = fetch(adapter.payload)
    .then((response) => response.json() as Promise<T>)
    .then((loaded) => {
      payload = loaded;
    });
  const typing = recordKeystrokes();
  let watching: ReturnType<typeof watchForm> | undefined;
  let paintedAtMount: string | undefined;
  let widgetsLiveMs = Number.NaN;
  window.bench = {
    ready,
    async mount(expected) {
      if (payload === undefined) throw new Error('mount before the payload arrived');
      const started = performance.now();
      adapter.render(container, payload);
      const watching = adapter.widgets && watchWidgets(container, adapter.widgets, started);
      await untilFrame(() => adapter.fieldCount(container) >= expected, 60_000);
      await nextFrame();
      const ms = performance.now() - started;
      paintedAtMount = adapter.painted?.(container);
      widgetsLiveMs = ms;
      if (adapter.widgets && watching) {
        const inView = framesInView(adapter.widgets.frames(container));
        await untilFrame(() => inView.every((frame) => watching.paintedAt(frame) !== undefined), 60_000);
        watching.stop();
        widgetsLiveMs = Math.max(0, ...inView.map((frame) => watching.paintedAt(frame) ?? Number.NaN));
      }
      return ms;
    },
    widgetsLiveMs: () => widgetsLiveMs,
    painted: () => paintedAtMount,
    visibleFields: () => adapter.visibleFields(container),
    inputSelector: (name) => adapter.inputSelector(name),
    keystroke(index) {
      const done = typing.samples[index];
      if (done !== undefined) return Promise.resolve(done);
      return new Promise((resolve) => {
        typing.waiters.set(index, () => resolve(typing.samples[index] ?? Number.NaN));
      });
    },
    watch() {
      watching?.stop();
      watching = watchForm(container);
    },
    async watched(windowMs) {
      const current = watching;
      if (!current) throw new Error('watched() before watch()');
      const until = performance.now() + windowMs;
      while (performance.now() < until) await nextFrame();
      current.stop();
      watching = undefined;
      return {
        paintedMs: current.paintedAt() === 0 ? 0 : current.paintedAt() - typing.lastKey(),
        longestFrameMs: current.longestFrame(),
      };
    },
  };
}
