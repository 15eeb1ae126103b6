import { type ReactElement, type RefObject, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFormContext } from './renderer-context';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isTextControl = (element: EventTarget | null): element is TextControl =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
  typeof element.selectionStart === 'number';

/** Focus that came from the keyboard selects the whole text, as tabbing into an input does. */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** Where focus and the selection go once the widget replaces a shell that was focused or pressed. */
interface HandOver {
  selection: [number, number];
  keyboard: boolean;
}

function handOverFocus(inputId: string, wanted: HandOver): void {
  const input = document.getElementById(inputId);
  if (!input) return;
  input.focus();
  if (!isTextControl(input)) return;
  if (wanted.keyboard) input.select();
  else input.setSelectionRange(...wanted.selection);
}

export interface DeferredWidget {
  /** The shell to draw instead of the widget, while the field waits; undefined once it is live. */
  shell: ReactElement | undefined;
  /** Goes on the field's frame: the box whose place on screen decides when the widget comes. */
  frame: RefObject<HTMLDivElement | null>;
}

/**
 * A field's widget, drawn as its light shell (`shellOf`) until the field is near the viewport. A
 * field found in the viewport when it is first laid out takes its widget before the browser paints
 * (the first pass of a long form draws little else: useProgressiveReveal); those just below follow
 * after that paint, the rest when scrolled near. Focusing or pressing a shell swaps at once, and focus and selection move
 * to the real input, so tabbing, label clicks and typing behave as if the widget had been there all
 * along. Once live, it stays. A hook of the field rather than a component around the widget: no
 * fiber or node of its own.
 */
export function useDeferredWidget(inputId: string, shellOf: () => ReactElement | undefined): DeferredWidget {
  const { activation } = useFormContext();
  const [live, setLive] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const handOver = useRef<HandOver | undefined>(undefined);
  const shell = live ? undefined : shellOf();
  const shelled = shell !== undefined;

  useLayoutEffect(() => {
    if (live) {
      // Here rather than in `wake`, so focus arrives even when React could not flush at once.
      const wanted = handOver.current;
      handOver.current = undefined;
      if (wanted) handOverFocus(inputId, wanted);
      return undefined;
    }
    const element = frame.current;
    if (!shelled || !element) return undefined;
    // In view already: the widget now, in the render React makes before the paint.
    const box = element.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight) {
      setLive(true);
      return undefined;
    }
    const wake = (event: Event) => {
      const from = event.target;
      handOver.current = {
        selection: isTextControl(from) ? [from.selectionStart ?? 0, from.selectionEnd ?? 0] : [0, 0],
        keyboard: from instanceof Element && focusedByKeyboard(from),
      };
      // At once, so the keys that follow the focus already reach the widget.
      flushSync(() => setLive(true));
    };
    // Fields in view first; those only near it in a transition, which yields to them and to input.
    const stopWatching = activation.observe(element, (inView) =>
      inView ? setLive(true) : startTransition(() => setLive(true)),
    );
    const stopPress = activation.watchPress(element, wake);
    return () => {
      stopWatching();
      stopPress();
    };
  }, [live, shelled, activation, inputId]);

  return { shell, frame };
}
