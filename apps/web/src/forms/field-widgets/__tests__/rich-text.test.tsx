import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LongTextWidget } from '../long-text/LongTextWidget';
import { insertTemplateTag, OUT_OF_FOCUS, templateTagsOf } from '../rich-text/template-tags';
import { renderWidget, WAIT, widgetProps } from './widget-harness';

describe('rich text', () => {
  afterEach(cleanup);

  it('edits long text in Tiptap on the field id, with the field state and the template tag menu', async () => {
    const props = widgetProps({
      type: 'longText',
      value: '<p>Hello</p>',
      required: true,
      options: { templateTags: ['{{first_name}}', { label: 'Account', value: '{{account}}' }] },
    });
    renderWidget(LongTextWidget, props);
    await waitFor(() => expect(document.getElementById('attrib_field')).toBeTruthy(), WAIT);
    const editor = document.getElementById('attrib_field') as HTMLElement;
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.getAttribute('aria-required')).toBe('true');
    expect(editor.textContent).toBe('Hello');
    expect(screen.getByRole('button', { name: 'Insert tag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
  });

  it('shows stored HTML sanitised: scripts and handlers are removed', () => {
    const props = widgetProps({
      type: 'longText',
      value: '<p onclick="steal()">Hi<script>steal()</script><b>!</b></p>',
    });
    const { container } = renderWidget(LongTextWidget, props, 'Display');
    const html = container.innerHTML;
    expect(html).toContain('<b>!</b>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
  });

  it("refuses to insert a tag when the editor had no focus ('Editor is out of focus')", () => {
    const run = vi.fn();
    const insertContent = vi.fn(() => ({ run }));
    const editor = { chain: () => ({ focus: () => ({ insertContent }) }) } as unknown as Editor;
    expect(() => insertTemplateTag(editor, '{{x}}', false)).toThrow(OUT_OF_FOCUS);
    expect(insertContent).not.toHaveBeenCalled();
    act(() => insertTemplateTag(editor, '{{x}}', true));
    expect(insertContent).toHaveBeenCalledWith('{{x}}');
    expect(run).toHaveBeenCalled();
  });

  it('reads template tags given as texts or as label and value', () => {
    expect(templateTagsOf(['{{a}}', { name: 'B', value: '{{b}}' }, { label: 'no value' }, 3])).toEqual([
      { label: '{{a}}', value: '{{a}}' },
      { label: 'B', value: '{{b}}' },
    ]);
  });
});
