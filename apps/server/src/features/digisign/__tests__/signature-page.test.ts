import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/support/pdf-text';
import { appendSignaturePage } from '../signature-page';

async function original(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // A blank page: the only fonts of the result are the signature page's.
  document.addPage([300, 400]);
  return document.save();
}

const signer = (name: string, email: string, minute: number) => ({
  name,
  email,
  decidedAt: new Date(Date.UTC(2026, 10, 28, 10, minute)),
  comment: null,
});

describe('the signature page', () => {
  it('prints Arabic, Urdu and Hindi names with their own glyphs, Arabic right to left', async () => {
    const bytes = await appendSignaturePage(await original(), {
      title: 'عقد توريد',
      documentName: 'contract.pdf',
      sha256: 'a'.repeat(64),
      requestId: 7,
      signers: [
        signer('محمد العلي', 'mohammed@atrium.local', 1),
        signer('عائشہ خان', 'ayesha@atrium.local', 2),
        signer('अनीता देसाई', 'anita@atrium.local', 3),
      ],
    });
    const { words, text, pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text).not.toContain('?');
    const texts = words.map((word) => word.text);
    for (const word of ['محمد', 'العلي', 'عائشہ', 'خان', 'अनीता', 'देसाई', 'عقد', 'توريد'])
      expect(texts.join(' ')).toContain(word);
    // Right to left: the first name is drawn to the right of the family name on the same line.
    const at = (word: string) => words.find((candidate) => candidate.text.includes(word));
    expect(at('محمد')?.y).toBe(at('العلي')?.y);
    expect(at('محمد')?.x ?? 0).toBeGreaterThan(at('العلي')?.x ?? 0);
    expect(text).toContain('mohammed@atrium.local');
    // The faces are embedded, not the standard fonts (which have no Arabic or Devanagari glyphs).
    const fonts = (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .flatMap(([, object]) => (object instanceof PDFDict ? [object.get(PDFName.of('BaseFont'))] : []))
      .flatMap((name) => (name ? [String(name)] : []));
    expect(fonts.join(' ')).toMatch(/Vazirmatn/);
    expect(fonts.join(' ')).toMatch(/NotoSansDevanagari/);
    expect(fonts.join(' ')).not.toMatch(/Helvetica/);
  });
});
