import PDFDocument from 'pdfkit';
import type { Block, TableRow } from './html-blocks';
import { BODY_SIZE } from './html-blocks';
import { allFaces } from './pdf-fonts';
import { type LaidLine, layParagraph, type Span } from './text-layout';

export interface PdfPage {
  size: 'A4' | 'Letter';
  orientation: 'portrait' | 'landscape';
  direction: 'ltr' | 'rtl';
}

export interface PdfContent {
  title: string;
  language: string;
  blocks: Block[];
  header: string;
  footer: string;
}

const MARGIN = 56;
const BAND = 28;
const LINE_GAP = 1.35;
const INDENT = 18;
const CELL_PAD = 4;
const PLAIN = { bold: false, italic: false };

type Doc = PDFKit.PDFDocument;

function measureIn(doc: Doc, size: number) {
  return (face: string, text: string) => doc.font(face).fontSize(size).widthOfString(text);
}

function drawLine(doc: Doc, line: LaidLine, x: number, y: number, size: number): void {
  for (const run of line.runs) {
    doc
      .font(run.face)
      .fontSize(size)
      .text(run.text, x + run.x, y, { lineBreak: false });
  }
}

/**
 * A real PDF of a print: pdfkit writes it with the Noto faces embedded (subset to the glyphs used), the
 * text laid out by `layParagraph` (bidi order, shaping by fontkit), header and footer on every page.
 */
export async function renderPdf(content: PdfContent, page: PdfPage): Promise<Buffer> {
  const doc = new PDFDocument({
    size: page.size === 'Letter' ? 'LETTER' : 'A4',
    layout: page.orientation,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    lang: content.language,
    displayTitle: true,
    info: { Title: content.title, Creator: 'Atrium' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const face of allFaces()) doc.registerFont(face.key, face.bytes);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height > bottom() && y > MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const paragraph = (spans: Span[], size: number, indent: number, marker?: string) => {
    const inset = indent * INDENT;
    const lines = layParagraph(spans, page.direction, width - inset, measureIn(doc, size));
    const height = size * LINE_GAP;
    lines.forEach((line, index) => {
      room(height);
      const x = page.direction === 'rtl' ? left + width - inset - line.width : left + inset;
      drawLine(doc, line, x, y, size);
      if (marker && index === 0) {
        const markerLine = layParagraph(
          [{ text: marker, style: PLAIN }],
          page.direction,
          INDENT,
          measureIn(doc, size),
        )[0];
        if (markerLine) {
          const mx =
            page.direction === 'rtl'
              ? left + width - inset + 4
              : left + inset - INDENT + 4 - markerLine.width + 8;
          drawLine(doc, markerLine, mx, y, size);
        }
      }
      y += height;
    });
    y += size * 0.5;
  };

  for (const block of content.blocks) {
    if (block.kind === 'text') paragraph(block.spans, block.size, block.indent, block.marker);
    else if (block.kind === 'rule') {
      room(10);
      doc
        .moveTo(left, y + 4)
        .lineTo(left + width, y + 4)
        .lineWidth(0.5)
        .stroke('#999999');
      y += 12;
    } else y = drawTable(doc, block.rows, { left, width, direction: page.direction, top: y, bottom });
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    band(doc, content.header, MARGIN - BAND, left, width, page.direction);
    band(doc, content.footer, doc.page.height - MARGIN + BAND / 2, left, width, page.direction);
  }
  doc.end();
  return done;
}

/** A header or footer: one small line, centred. */
function band(doc: Doc, text: string, y: number, left: number, width: number, direction: 'ltr' | 'rtl') {
  if (text.trim() === '') return;
  const size = 9;
  const [line] = layParagraph(
    [{ text: text.replace(/\s+/g, ' ').trim(), style: PLAIN }],
    direction,
    width,
    measureIn(doc, size),
  );
  if (!line) return;
  // The page's bottom margin would otherwise push pdfkit to a new page for the footer.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  drawLine(doc, line, left + (width - line.width) / 2, y, size);
  doc.page.margins = margins;
}

interface TableFrame {
  left: number;
  width: number;
  direction: 'ltr' | 'rtl';
  top: number;
  bottom: () => number;
}

/** A table with equal columns, ruled; right-to-left pages put the first column on the right. */
function drawTable(doc: Doc, rows: TableRow[], frame: TableFrame): number {
  const columns = Math.max(1, ...rows.map((row) => row.cells.length));
  const columnWidth = frame.width / columns;
  const size = BODY_SIZE - 1;
  const lineHeight = size * LINE_GAP;
  let y = frame.top;
  for (const row of rows) {
    const laid = row.cells.map((cell) =>
      layParagraph(cell, frame.direction, columnWidth - 2 * CELL_PAD, measureIn(doc, size)),
    );
    const height = Math.max(1, ...laid.map((lines) => lines.length)) * lineHeight + 2 * CELL_PAD;
    if (y + height > frame.bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    laid.forEach((lines, column) => {
      const cellLeft =
        frame.direction === 'rtl'
          ? frame.left + frame.width - (column + 1) * columnWidth
          : frame.left + column * columnWidth;
      if (row.header) doc.rect(cellLeft, y, columnWidth, height).fill('#eeeeee').fillColor('#000000');
      doc.rect(cellLeft, y, columnWidth, height).lineWidth(0.5).stroke('#999999');
      lines.forEach((line, index) => {
        const x =
          frame.direction === 'rtl' ? cellLeft + columnWidth - CELL_PAD - line.width : cellLeft + CELL_PAD;
        drawLine(doc, line, x, y + CELL_PAD + index * lineHeight, size);
      });
    });
    y += height;
  }
  return y + lineHeight / 2;
}
