import { vi } from 'vitest';

/** jsdom has neither ResizeObserver nor matchMedia; Ant Design's grid, tabs and breakpoints use both. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** A viewport `width` pixels wide, as far as `min-width`/`max-width` media queries can tell. */
export function stubBrowser(width = 1280): void {
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  );
}
