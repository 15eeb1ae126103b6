import { act } from '@testing-library/react';

/** An IntersectionObserver the test moves: `comeNear` tells it a field's shell scrolled near. */
export class FakeObserver {
  static made: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this);
  }
  observe(element: Element): void {
    this.watched.add(element);
  }
  unobserve(element: Element): void {
    this.watched.delete(element);
  }
  disconnect(): void {
    this.watched.clear();
  }
  /** `box` is where the element is on screen (jsdom says 0, 0: in view). */
  static comeNear(element: Element, box: DOMRectReadOnly = element.getBoundingClientRect()): void {
    for (const observer of FakeObserver.made) {
      if (!observer.watched.has(element)) continue;
      const entry = {
        target: element,
        isIntersecting: true,
        boundingClientRect: box,
      } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
  static watching(): number {
    return FakeObserver.made.reduce((sum, observer) => sum + observer.watched.size, 0);
  }
}
