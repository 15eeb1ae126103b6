import type { FormNode } from '@atrium/core';
import {
  type RefObject,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FieldActivation } from './field-activation';
import { FIRST_FIELDS, type FieldReveal, fieldOrder } from './field-reveal';

/** Whether what the form has drawn reaches the bottom of the viewport. */
function fillsViewport(box: HTMLElement): boolean {
  return box.getBoundingClientRect().bottom >= window.innerHeight;
}

/**
 * Draws a long form in two passes. Before the first paint, only as many fields (in document order)
 * as fill the viewport, so the fields a person sees get their widgets without waiting for hundreds
 * below. Once those have woken (the activation's first report), the rest in one transition, which
 * React renders in slices that yield to input. Values, rules and validation live in the FormStore,
 * so a field not drawn yet is still filled, checked and saved. Where nothing is deferred (no
 * IntersectionObserver: jsdom) every field is drawn at once.
 */
export function useProgressiveReveal(
  schema: FormNode,
  box: RefObject<HTMLElement | null>,
  activation: FieldActivation,
): FieldReveal {
  const order = useMemo(() => fieldOrder(schema), [schema]);
  const total = order.size;
  const [limit, setLimit] = useState(() => (activation.defers ? FIRST_FIELDS : Number.POSITIVE_INFINITY));
  const filled = useRef(false);

  // A state update in a layout effect renders again before the browser paints: the first frame
  // already holds every field in view.
  useLayoutEffect(() => {
    if (limit >= total || filled.current) return;
    const element = box.current;
    if (element && !fillsViewport(element)) setLimit(limit * 2);
    else filled.current = true;
  }, [limit, total, box]);

  useEffect(() => {
    if (limit >= total || !filled.current) return undefined;
    return activation.afterFirstReport(() => startTransition(() => setLimit(total)));
  }, [limit, total, activation]);

  return useMemo(() => ({ order, limit }), [order, limit]);
}
