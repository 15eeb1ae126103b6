import type { Block } from '../templates/pdf/html-blocks';
import type { Span } from '../templates/pdf/text-layout';

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

const PLAIN = { bold: false, italic: false };
const BOLD = { bold: true, italic: false };

const text = (spans: Span[], size = 11): Block => ({ kind: 'text', spans, size, indent: 0 });
const plain = (value: string, size?: number) => text([{ text: value, style: PLAIN }], size);
const bold = (value: string, size?: number) => text([{ text: value, style: BOLD }], size);

/**
 * The page's content. Each signer's name is a paragraph of its own, so a name in Arabic or Urdu is laid
 * out right to left by itself (the bidi algorithm), not mixed into the e-mail and time beside it.
 */
function blocksOf(page: SignaturePage): Block[] {
  const signers = page.signers.flatMap((signer, index) => [
    bold(`${index + 1}. ${signer.name}`),
    plain(
      `${signer.email} · signed on ${signer.decidedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
      10,
    ),
    ...(signer.comment ? [plain(`Comment: ${signer.comment}`, 10)] : []),
  ]);
  return [
    bold('Signature page', 18),
    bold(`Request ${page.requestId}: ${page.title}`),
    plain(`Document: ${page.documentName}`),
    plain('SHA-256 of the original document:'),
    plain(page.sha256, 9),
    { kind: 'rule' },
    bold('Signed by, in order:'),
    ...signers,
  ];
}

/**
 * The original PDF with the signature page appended: the request, the original's SHA-256, and each
 * signer with the time of their signature (UTC). The page is written by the print feature's renderer
 * (its Noto and Vazirmatn faces embedded, Arabic shaped, right-to-left text in visual order) and copied
 * after the original's pages, which stay unchanged.
 */
export async function appendSignaturePage(original: Uint8Array, page: SignaturePage): Promise<Uint8Array> {
  // pdf-lib and the renderer load with the first signature, not at start (decision 0025).
  const [{ PDFDocument }, { renderPdf }] = await Promise.all([
    import('pdf-lib'),
    import('../templates/pdf/pdf-render'),
  ]);
  const sheet = await renderPdf(
    {
      title: `Signature page of request ${page.requestId}`,
      language: 'en',
      blocks: blocksOf(page),
      header: '',
      footer: `Request ${page.requestId} · ${page.documentName}`,
    },
    { size: 'A4', orientation: 'portrait', direction: 'ltr' },
  );
  const document = await PDFDocument.load(original);
  const source = await PDFDocument.load(sheet);
  for (const copied of await document.copyPages(source, source.getPageIndices())) document.addPage(copied);
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
