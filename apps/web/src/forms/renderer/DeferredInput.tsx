import { type ComponentType, type ReactElement, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldWidgetProps } from '../field-widgets/widget-types';
import { useFormContext } from './renderer-context';

interface DeferredInputProps {
  Input: ComponentType<FieldWidgetProps>;
  /** The widget's light stand-in (`shellFor`), drawn for the same props. */
  shell: ReactElement;
  props: FieldWidgetProps;
}

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

/**
 * A field's widget, drawn as its light shell while the field is far from the viewport. The real
 * widget replaces the shell before the first paint when the field is in view, when it comes near, or
 * when the shell is focused or pressed; focus and selection then move to the real input, so tabbing,
 * label clicks and typing behave as if the widget had been there all along. Once real, it stays.
 */
export function DeferredInput({ Input, shell, props }: DeferredInputProps) {
  const { activation } = useFormContext();
  const [live, setLive] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // Set when the shell was focused or pressed: where focus and the selection go once the widget is in.
  const handOver = useRef<{ selection: [number, number]; keyboard: boolean } | undefined>(undefined);
  const { inputId } = props;

  useLayoutEffect(() => {
    const element = box.current;
    if (live || !element) return undefined;
    // The field's own box: its geometry is known even while content-visibility skips its insides.
    const field = element.closest('.atrium-field') ?? element;
    if (activation.isInView(field)) {
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
    const stopWatching = activation.observe(field, () => setLive(true));
    const stopPress = activation.watchPress(element, wake);
    return () => {
      stopWatching();
      stopPress();
    };
  }, [live, activation]);

  // In an effect rather than in `wake`, so focus arrives even when React could not flush at once.
  useLayoutEffect(() => {
    const wanted = handOver.current;
    if (!live || !wanted) return;
    handOver.current = undefined;
    const input = document.getElementById(inputId);
    if (!input) return;
    input.focus();
    if (!isTextControl(input)) return;
    if (wanted.keyboard) input.select();
    else input.setSelectionRange(...wanted.selection);
  }, [live, inputId]);

  if (live) return <Input {...props} />;
  return (
    <div ref={box} className="atrium-field-shell">
      {shell}
    </div>
  );
}
