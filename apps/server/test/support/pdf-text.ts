import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfWord {
  text: string;
  x: number;
  y: number;
  page: number;
}

/**
 * The text of a PDF as pdf.js reads it (what copying or searching the document gives): every text item
 * with its position, and the whole text joined. pdf.js puts right-to-left items back in reading order.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ words: PdfWord[]; text: string; pages: number }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const words: PdfWord[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      words.push({ text: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, page: number });
    }
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { words, text: words.map((word) => word.text).join(' '), pages };
}
