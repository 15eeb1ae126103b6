import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import type * as TiptapReact from '@tiptap/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { RICH_TEXT_EXTENSIONS } from '../rich-text/rich-text-extensions';
import { TiptapEditor } from '../rich-text/TiptapEditor';
import type { FieldWidgetProps } from '../widget-types';
import { WAIT, widgetProps } from './widget-harness';

/** While set, the editor useEditor answers instead of its own. */
const stale: { editor: Editor | undefined } = { editor: undefined };

vi.mock('@tiptap/react', async (importOriginal) => {
  const real = await importOriginal<typeof TiptapReact>();
  const useEditor: typeof real.useEditor = (...args: Parameters<typeof real.useEditor>) => {
    const editor = real.useEditor(...args);
    return stale.editor ?? editor;
  };
  return { ...real, useEditor };
});

const SAVED = '<p>Payment within <strong>thirty</strong> days.</p>';

// jsdom has no layout: ProseMirror scrolls the selection into view after typing.
const noRects = () => [] as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Element.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const editorElement = () => document.getElementById('attrib_field');

describe('the rich text editor on a saved record', () => {
  afterEach(cleanup);

  it('never reads an editor Tiptap has already destroyed (a saved record committed late)', async () => {
    initI18n('en');
    // What useEditor hands a render when the editor it made was destroyed before React committed it:
    // Tiptap destroys an editor whose component has not mounted 1 ms after it was made.
    const destroyed = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: SAVED });
    destroyed.destroy();
    stale.editor = destroyed;
    const field = widgetProps({ type: 'longText', value: SAVED });
    const view = render(<TiptapEditor field={field} />);
    stale.editor = undefined;
    view.rerender(<TiptapEditor field={{ ...field }} />);
    await waitFor(() => expect(editorElement()?.querySelector('strong')?.textContent).toBe('thirty'), WAIT);
    expect(editorElement()?.getAttribute('contenteditable')).toBe('true');
  });

  it('shows a saved value that arrives after an empty mount, and takes typing after it', async () => {
    initI18n('en');
    const onChange = vi.fn();
    const empty = widgetProps({ type: 'longText', value: '', onChange });
    const view = render(
      <StrictMode>
        <TiptapEditor field={empty} />
      </StrictMode>,
    );
    await waitFor(() => expect(editorElement()?.getAttribute('contenteditable')).toBe('true'), WAIT);
    const loaded: FieldWidgetProps = { ...empty, value: SAVED };
    view.rerender(
      <StrictMode>
        <TiptapEditor field={loaded} />
      </StrictMode>,
    );
    await waitFor(() => expect(editorElement()?.textContent).toBe('Payment within thirty days.'), WAIT);
    // Loading the saved value is not a change the person made.
    expect(onChange).not.toHaveBeenCalled();

    const element = editorElement() as HTMLElement;
    const paragraph = element.querySelector('p') as HTMLElement;
    act(() => {
      const selection = window.getSelection();
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      range.collapse(false);
      selection?.removeAllRanges();
      selection?.addRange(range);
      element.focus();
    });
    act(() => {
      paragraph.append(' Net of fees.');
      fireEvent.input(element);
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled(), WAIT);
    expect(onChange.mock.lastCall?.[0]).toContain('Net of fees.');
    expect(onChange.mock.lastCall?.[0]).toContain('<strong>thirty</strong>');
  });
});
