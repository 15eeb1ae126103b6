import { describe, expect, it } from 'vitest';
import type { FieldType } from '../../metadata/field-types';
import {
  isRichTextField,
  RICH_TEXT_ATTRIBUTES_BY_TAG,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRIBUTES,
  richTextAttributeNames,
  richTextUrlPattern,
} from '../rich-text-policy';

describe('rich text policy', () => {
  it('allows the elements the editor writes, and nothing that runs or embeds', () => {
    for (const tag of ['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'table', 'tbody', 'tr', 'th', 'td'])
      expect(RICH_TEXT_TAGS).toContain(tag);
    for (const tag of ['h4', 'script', 'style', 'img', 'iframe', 'svg', 'form', 'input', 'div', 'span'])
      expect(RICH_TEXT_TAGS).not.toContain(tag);
  });

  it('gives attributes only to allowed elements, never handlers or styling', () => {
    const tags: readonly string[] = RICH_TEXT_TAGS;
    for (const [tag, attributes] of Object.entries(RICH_TEXT_ATTRIBUTES_BY_TAG)) {
      expect(tags).toContain(tag);
      for (const name of attributes ?? []) expect(name).not.toMatch(/^on|^style$|^class$|^src/);
    }
    expect(RICH_TEXT_ATTRIBUTES_BY_TAG.td).toEqual(['colspan', 'rowspan']);
    expect(RICH_TEXT_ATTRIBUTES_BY_TAG.p).toBeUndefined();
    expect(richTextAttributeNames().sort()).toEqual(
      ['colspan', 'href', 'rel', 'rowspan', 'start', 'target', 'type'].sort(),
    );
    for (const name of RICH_TEXT_URL_ATTRIBUTES) expect(richTextAttributeNames()).toContain(name);
  });

  it('drops no allowed element together with its content', () => {
    const tags: readonly string[] = RICH_TEXT_TAGS;
    for (const tag of RICH_TEXT_DROPPED_WITH_CONTENT) expect(tags).not.toContain(tag);
  });

  it('accepts web, mail and phone links and relative ones, and refuses script and data URLs', () => {
    const pattern = richTextUrlPattern();
    for (const url of [
      'https://example.com',
      'HTTP://example.com',
      'mailto:a@b.c',
      'tel:+4412',
      '/records/1',
      '#top',
      'page.html',
      '//example.com/x',
    ])
      expect(pattern.test(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,x', 'vbscript:x', 'ftp:x'])
      expect(pattern.test(url), url).toBe(false);
  });

  it('knows which fields hold rich text from their type and options', () => {
    const cases: [FieldType, Record<string, unknown>, boolean][] = [
      ['longText', {}, true],
      ['longText', { isTiptap: true }, true],
      ['longText', { isJson: '1' }, false],
      ['longText', { disableWysiwyg: 'true' }, false],
      ['multiLine', {}, false],
      ['multiLine', { isTiptap: 1 }, true],
      ['multiLine', { isTiptap: true, disableWysiwyg: true }, false],
      ['singleLine', { isTiptap: true }, false],
      ['displayText', { allowHtml: true }, false],
    ];
    for (const [type, options, rich] of cases) expect(isRichTextField(type, options), type).toBe(rich);
  });
});
