/**
 * How far outside the viewport a field's real widget is mounted. Generous, so scrolling at a normal
 * pace reaches fields whose widgets are already there: the light shells are rarely seen at all.
 */
const NEAR_MARGIN_PX = 800;

/** The frame of a field drawn as a shell (useDeferredWidget): a focus or press inside wakes the field. */
const SHELL_SELECTOR = '.atrium-field--shell';

/**
 * Decides when a field swaps its light shell for its real widget: when an IntersectionObserver (one
 * per form) sees it within the margin of the viewport, which for the fields just below the viewport
 * is the first task after the form's first paint, or when the shell is focused or pressed (one pair
 * of listeners on the form, not two per field). Without IntersectionObserver (jsdom, old browsers)
 * nothing is deferred.
 */
export class FieldActivation {
  readonly defers: boolean;
  private observer: IntersectionObserver | undefined;
  private readonly waiting = new Map<Element, (inView: boolean) => void>();
  private readonly pressable = new Map<Element, (event: Event) => void>();
  private reported = false;
  private readonly afterReport = new Set<() => void>();

  constructor(defers = typeof IntersectionObserver !== 'undefined') {
    this.defers = defers;
  }

  /**
   * Calls `wake` once, when `element` comes near the viewport, saying whether it is in the viewport
   * itself; answers a function that stops watching.
   */
  observe(element: Element, wake: (inView: boolean) => void): () => void {
    const observer = this.ensureObserver();
    this.waiting.set(element, wake);
    observer.observe(element);
    return () => this.forget(element);
  }

  /**
   * Runs `run` once the observer has first reported which fields are near, and woken them (at once
   * when nothing waits): what can wait for the widgets in view waits for this. Answers a cancel.
   */
  afterFirstReport(run: () => void): () => void {
    if (this.reported || this.waiting.size === 0) {
      run();
      return () => undefined;
    }
    this.afterReport.add(run);
    return () => this.afterReport.delete(run);
  }

  /** Calls `wake` when focus lands in, or a pointer presses, the shell's field frame `element`. */
  watchPress(element: Element, wake: (event: Event) => void): () => void {
    this.pressable.set(element, wake);
    return () => this.pressable.delete(element);
  }

  /** The form's focus and pointer-down listeners call this: it wakes the shell the event is in, if any. */
  pressed(event: Event): void {
    const shell = event.target instanceof Element ? event.target.closest(SHELL_SELECTOR) : null;
    const wake = shell ? this.pressable.get(shell) : undefined;
    wake?.(event);
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.waiting.clear();
    this.pressable.clear();
    this.afterReport.clear();
  }

  private ensureObserver(): IntersectionObserver {
    this.observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const wake = this.waiting.get(entry.target);
          this.forget(entry.target);
          const box = entry.boundingClientRect;
          wake?.(box.bottom >= 0 && box.top <= window.innerHeight);
        }
        this.reportDone();
      },
      { rootMargin: `${NEAR_MARGIN_PX}px` },
    );
    return this.observer;
  }

  private forget(element: Element): void {
    this.waiting.delete(element);
    this.observer?.unobserve(element);
    // Every shell woke some other way (focus, a press) before the observer reported: nothing to wait for.
    if (this.waiting.size === 0) this.reportDone();
  }

  private reportDone(): void {
    if (this.reported) return;
    this.reported = true;
    for (const run of this.afterReport) run();
    this.afterReport.clear();
  }
}
