import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LongTextWidget } from '../long-text/LongTextWidget';
import { RICH_TEXT_EXTENSIONS } from '../rich-text/rich-text-extensions';
import { sanitizeRichText } from '../rich-text/rich-text-html';
import { tableActions } from '../rich-text/table-extension';
import { renderWidget, WAIT, widgetProps } from './widget-harness';

/** A headless editor with the widget's schema, as the server's stored HTML would be read back into it. */
const editorWith = (content: string) => new Editor({ extensions: RICH_TEXT_EXTENSIONS, content });

/** The shape of the first table in some HTML: each row's cell tags, e.g. [['th','th'],['td','td']]. */
function tableShape(html: string): string[][] {
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  if (!table) return [];
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.children].map((cell) => cell.tagName.toLowerCase()),
  );
}

const lastValue = (calls: unknown[][]) => String(calls.at(-1)?.[0] ?? '');

describe('rich text headings and tables', { timeout: 20_000 }, () => {
  afterEach(cleanup);
  // jsdom has no layout: ProseMirror scrolls the cursor into view after each command.
  beforeAll(() => {
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects ??= noRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Element.prototype.getClientRects ??= noRects;
  });

  it('builds and edits a table through the toolbar actions', () => {
    const editor = editorWith('<p>Intro</p>');
    editor.commands.setTextSelection(6);
    expect(tableActions.inTable(editor)).toBe(false);
    expect(tableActions.addRow(editor)).toBe(false);
    expect(tableActions.insert(editor, 2, 2)).toBe(true);
    expect(tableActions.inTable(editor)).toBe(true);
    expect(tableShape(editor.getHTML())).toEqual([
      ['th', 'th'],
      ['td', 'td'],
    ]);
    tableActions.addRow(editor);
    tableActions.addColumn(editor);
    expect(tableShape(editor.getHTML())).toEqual([
      ['th', 'th', 'th'],
      ['td', 'td', 'td'],
      ['td', 'td', 'td'],
    ]);
    tableActions.removeRow(editor);
    tableActions.removeColumn(editor);
    expect(tableShape(editor.getHTML())).toHaveLength(2);
    expect(tableShape(editor.getHTML())[0]).toHaveLength(2);
    tableActions.remove(editor);
    expect(editor.getHTML()).not.toContain('<table');
    editor.destroy();
  });

  it('keeps every element the editor writes through the sanitiser, unchanged, and reads it back the same', () => {
    const written =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code> ' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a></p>' +
      '<ul><li><p>a</p></li></ul><ol start="3"><li><p>b</p></li></ol><blockquote><p>q</p></blockquote><hr>' +
      '<table><tbody><tr><th colspan="2"><p>Head</p></th></tr><tr><td><p>1</p></td><td rowspan="1"><p>2</p></td></tr></tbody></table>';
    const editor = editorWith(written);
    const html = editor.getHTML();
    editor.destroy();
    // What the editor writes is what the display keeps: nothing of it is lost on the way to the page.
    expect(sanitizeRichText(html)).toBe(html);
    expect(html).toContain('<h2>Two</h2>');
    expect(html).toContain('<th colspan="2">');
    // Saved and loaded again, the same HTML comes back out of the editor.
    const reloaded = editorWith(html);
    expect(reloaded.getHTML()).toBe(html);
    reloaded.destroy();
  });

  it('removes from stored HTML what the editor never writes', () => {
    const stored =
      '<h4>Four</h4><p style="color:red" class="x" onclick="steal()">Hi<img src=x onerror="steal()"></p>' +
      '<table onmouseover="steal()"><tbody><tr><td colspan="2" style="width:9px"><p>c</p></td></tr></tbody></table>' +
      '<a href="javascript:steal()">bad</a><iframe src="https://example.com"></iframe>';
    const clean = sanitizeRichText(stored);
    expect(clean).toBe(
      'Four<p>Hi</p><table><tbody><tr><td colspan="2"><p>c</p></td></tr></tbody></table><a>bad</a>',
    );
  });

  it('turns the line into a heading and inserts, grows and shrinks a table from the toolbar', async () => {
    const props = widgetProps({ type: 'longText', value: '<p>Title</p>' });
    renderWidget(LongTextWidget, props);
    await waitFor(() => expect(document.getElementById('attrib_field')).toBeTruthy(), WAIT);
    const onChange = props.onChange as unknown as { mock: { calls: unknown[][] } };
    const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

    press('Heading 2');
    // StarterKit keeps a paragraph after a closing heading or table, for the cursor to go on.
    await waitFor(() => expect(lastValue(onChange.mock.calls)).toBe('<h2>Title</h2><p></p>'), WAIT);
    expect(screen.getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Heading 1' }).getAttribute('aria-pressed')).toBe('false');

    expect(screen.getByRole('button', { name: 'Add row below' }).hasAttribute('disabled')).toBe(true);
    press('Insert table');
    await waitFor(() => expect(tableShape(lastValue(onChange.mock.calls))).toHaveLength(3), WAIT);
    expect(lastValue(onChange.mock.calls)).toContain('<h2>Title</h2>');
    expect(tableShape(lastValue(onChange.mock.calls))[0]).toEqual(['th', 'th', 'th']);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Add row below' }).hasAttribute('disabled')).toBe(false),
      WAIT,
    );
    expect(screen.getByRole('button', { name: 'Insert table' }).hasAttribute('disabled')).toBe(true);

    press('Add row below');
    press('Add column after');
    await waitFor(() => expect(tableShape(lastValue(onChange.mock.calls))).toHaveLength(4), WAIT);
    expect(tableShape(lastValue(onChange.mock.calls)).every((row) => row.length === 4)).toBe(true);
    press('Delete row');
    press('Delete column');
    await waitFor(() => expect(tableShape(lastValue(onChange.mock.calls))).toHaveLength(3), WAIT);
    expect(tableShape(lastValue(onChange.mock.calls)).every((row) => row.length === 3)).toBe(true);
    press('Delete table');
    await waitFor(() => expect(lastValue(onChange.mock.calls)).not.toContain('<table'), WAIT);
    expect(lastValue(onChange.mock.calls)).toContain('<h2>Title</h2>');
  });

  it('shows a saved heading and table as elements, sanitised', () => {
    const props = widgetProps({
      type: 'longText',
      value:
        '<h3>Plan</h3><table><tbody><tr><th><p>Step</p></th></tr><tr><td><p>Go</p></td></tr></tbody></table>',
    });
    renderWidget(LongTextWidget, props, 'Display');
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Step' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Go' })).toBeTruthy();
  });
});
