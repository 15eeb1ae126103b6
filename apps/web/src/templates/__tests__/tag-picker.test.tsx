import type { TemplateTagEntry } from '@atrium/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
// The widgets' harness stands in for the layout jsdom lacks (ResizeObserver, matchMedia).
import '../../forms/field-widgets/__tests__/widget-harness';
import { RICH_TEXT_EXTENSIONS } from '../../forms/field-widgets/rich-text/rich-text-extensions';
import { initI18n } from '../../i18n/i18n';
import { TagPicker } from '../TagPicker';
import { tagGroups } from '../tag-groups';

const TAGS: TemplateTagEntry[] = [
  { tag: '{{title}}', label: 'Title', group: 'Quote' },
  { tag: '{{account_id.name}}', label: 'Account › Name', group: 'Account' },
  { tag: '{{total}}', label: 'Total', group: 'Quote' },
  {
    tag: '{{sales_orders[order_number,total]}}',
    label: 'Sales Order (sales_orders)',
    group: 'Related lists',
  },
];

describe('tagGroups', () => {
  it('groups tags in the server’s order: the record, then each lookup, then related lists', () => {
    expect(tagGroups(TAGS).map((group) => [group.label, group.tags.map((tag) => tag.tag)])).toEqual([
      ['Quote', ['{{title}}', '{{total}}']],
      ['Account', ['{{account_id.name}}']],
      ['Related lists', ['{{sales_orders[order_number,total]}}']],
    ]);
  });

  it('narrows every group by label or tag text, dropping groups left empty', () => {
    expect(tagGroups(TAGS, 'account_id')).toEqual([{ label: 'Account', tags: [TAGS[1]] }]);
    expect(tagGroups(TAGS, '  TOTAL ').map((group) => group.label)).toEqual(['Quote', 'Related lists']);
    expect(tagGroups(TAGS, 'nothing')).toEqual([]);
  });
});

// ProseMirror scrolls the cursor into view after a focus: jsdom has no boxes to measure.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Element.prototype.getClientRects = noRects;

describe('TagPicker', () => {
  afterEach(cleanup);

  function setUp() {
    initI18n('en');
    const element = document.createElement('div');
    document.body.append(element);
    const editor = new Editor({ element, extensions: RICH_TEXT_EXTENSIONS, content: '<p>Dear</p>' });
    render(<TagPicker editor={editor} tags={TAGS} />);
    return editor;
  }

  async function choose(label: string) {
    fireEvent.click(screen.getByRole('button', { name: 'Insert tag' }));
    fireEvent.click(await screen.findByText(label));
  }

  it('refuses to insert while the editor is out of focus, changing nothing', async () => {
    const editor = setUp();
    await choose('Account › Name');
    expect((await screen.findByRole('alert')).textContent).toBe('Editor is out of focus');
    expect(editor.getHTML()).toBe('<p>Dear</p>');
    editor.destroy();
  });

  it('inserts the chosen tag at the cursor when the editor had the focus', async () => {
    const editor = setUp();
    act(() => {
      editor.commands.focus('end');
    });
    await waitFor(() => expect(editor.isFocused).toBe(true));
    await choose('Account › Name');
    await waitFor(() => expect(editor.getHTML()).toBe('<p>Dear{{account_id.name}}</p>'));
    expect(screen.queryByRole('alert')).toBeNull();
    editor.destroy();
  });
});
