import type { PDFFont } from 'pdf-lib';

export interface SignatureLine {
  name: string;
  email: string;
  decidedAt: Date;
  comment: string | null;
}

export interface SignaturePage {
  title: string;
  documentName: string;
  sha256: string;
  requestId: number;
  signers: readonly SignatureLine[];
}

/** A4 in points. */
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 56;

/**
 * The standard fonts write Windows-1252 only: a character outside it (a name in Arabic script, say)
 * is shown as '?' rather than failing the signature.
 */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Breaks text into lines that fit `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The original PDF with one page appended: the request, the original's SHA-256, and each signer with
 * the time of their signature (UTC). The original's pages are copied unchanged.
 */
export async function appendSignaturePage(original: Uint8Array, page: SignaturePage): Promise<Uint8Array> {
  // pdf-lib loads with the first signature, not at start (decision 0025).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.load(original);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const mono = await document.embedFont(StandardFonts.Courier);
  const sheet = document.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    for (const line of wrap(font, printable(font, text), size, WIDTH - 2 * MARGIN)) {
      sheet.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 4;
    }
    y -= options.gap ?? 4;
  };
  write('Signature page', { font: bold, size: 18, gap: 10 });
  write(`Request ${page.requestId}: ${page.title}`, { font: bold });
  write(`Document: ${page.documentName}`);
  write('SHA-256 of the original document:', { gap: 0 });
  write(page.sha256, { font: mono, size: 9, gap: 14 });
  write('Signed by, in order:', { font: bold, gap: 6 });
  page.signers.forEach((signer, index) => {
    write(`${index + 1}. ${signer.name} <${signer.email}>`, { gap: 0 });
    write(`Signed on ${signer.decidedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, {
      size: 10,
      gap: signer.comment ? 0 : 8,
    });
    if (signer.comment) write(`Comment: ${signer.comment}`, { size: 10, gap: 8 });
  });
  return document.save();
}

/**
 * Whether the bytes open as a PDF with at least one page that this library can add a page to (not
 * encrypted, not damaged: pdf-lib reads leniently, so a header alone opens as an empty document).
 */
export async function isAppendablePdf(bytes: Uint8Array): Promise<boolean> {
  const { PDFDocument } = await import('pdf-lib');
  try {
    return (await PDFDocument.load(bytes)).getPageCount() > 0;
  } catch {
    return false;
  }
}
