import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/support/pdf-text';
import { blocksOf } from '../pdf/html-blocks';
import { renderPdf } from '../pdf/pdf-render';

const page = { size: 'A4', orientation: 'portrait', direction: 'ltr' } as const;

describe('renderPdf', () => {
  it('writes headings, lists and tables whose text reads back', async () => {
    const html =
      '<h1>Quote QT-7</h1><p>For <strong>Acme</strong> and <em>friends</em></p><ul><li><p>one</p></li></ul><table><tr><th>Item</th><th>Price</th></tr><tr><td>Desk</td><td>100</td></tr></table>';
    const bytes = await renderPdf(
      { title: 't', language: 'en', blocks: blocksOf(html), header: 'Top', footer: 'Bottom' },
      page,
    );
    const { words, text } = await pdfText(bytes);
    expect(text).toContain('Quote QT-7');
    for (const word of ['Acme', 'friends', 'one', 'Item', 'Price', 'Desk', '100', 'Top', 'Bottom']) {
      expect(words.map((w) => w.text).join(' ')).toContain(word);
    }
  });

  it('breaks long text into lines and pages', async () => {
    const paragraph = `<p>${'word '.repeat(3000)}</p>`;
    const bytes = await renderPdf(
      { title: 't', language: 'en', blocks: blocksOf(paragraph), header: '', footer: '' },
      page,
    );
    expect((await pdfText(bytes)).pages).toBeGreaterThan(1);
  });
});
