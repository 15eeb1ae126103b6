import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs the latest `action` once calls have paused for `delayMs` (spec 001 §5.4: save and delete are
 * each debounced 300 ms), with the arguments of the last call.
 */
export function useDebouncedAction<A extends unknown[]>(
  action: (...args: A) => unknown,
  delayMs: number,
): (...args: A) => void {
  const latest = useRef(action);
  latest.current = action;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
