import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { sfntOfWoff } from './woff-to-sfnt';

/**
 * The fonts a print embeds, from @fontsource packages so nothing is installed beside npm (decision
 * 0019): Noto Sans for Latin and Devanagari (Hindi), Vazirmatn for the Arabic script (Arabic and Urdu),
 * whose shaped glyphs each keep their letter, so a PDF's text can be copied and searched. Fontsource
 * splits each family by script; a character takes the first face that has a glyph for it.
 */
export interface PdfFace {
  /** The name the document registers it under. */
  key: string;
  bytes: Buffer;
  font: fontkit.Font;
}

export interface FontStyle {
  bold: boolean;
  italic: boolean;
}

const require = createRequire(import.meta.url);

function face(key: string, file: string): PdfFace {
  // Registered with every document as the plain font: pdfkit parses it afresh for each print.
  const bytes = sfntOfWoff(readFileSync(require.resolve(file)));
  const font = fontkit.create(bytes);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection, not one font.`);
  return { key, bytes, font };
}

interface FaceSet {
  regular: PdfFace[];
  bold: PdfFace[];
  italic: PdfFace[];
  boldItalic: PdfFace[];
}

let loaded: FaceSet | undefined;

/** Read once per process: about 600 kB of font files (1.3 MB unpacked), kept for every later print. */
function faces(): FaceSet {
  if (loaded) return loaded;
  const latin = (subset: string, weight: number, style: string) =>
    face(
      `latin-${subset}-${weight}-${style}`,
      `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff`,
    );
  const arabic = (weight: number) =>
    face(`arabic-${weight}`, `@fontsource/vazirmatn/files/vazirmatn-arabic-${weight}-normal.woff`);
  const devanagari = (weight: number) =>
    face(
      `devanagari-${weight}`,
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
    );
  const scripts = { arabic400: arabic(400), arabic700: arabic(700) };
  const deva = { regular: devanagari(400), bold: devanagari(700) };
  loaded = {
    regular: [
      latin('latin', 400, 'normal'),
      latin('latin-ext', 400, 'normal'),
      scripts.arabic400,
      deva.regular,
    ],
    bold: [latin('latin', 700, 'normal'), latin('latin-ext', 700, 'normal'), scripts.arabic700, deva.bold],
    // Arabic and Devanagari have no italic face: their text stays upright.
    italic: [
      latin('latin', 400, 'italic'),
      latin('latin-ext', 400, 'italic'),
      scripts.arabic400,
      deva.regular,
    ],
    boldItalic: [
      latin('latin', 700, 'italic'),
      latin('latin-ext', 700, 'italic'),
      scripts.arabic700,
      deva.bold,
    ],
  };
  return loaded;
}

export function facesOf(style: FontStyle): PdfFace[] {
  const set = faces();
  if (style.bold && style.italic) return set.boldItalic;
  if (style.bold) return set.bold;
  return style.italic ? set.italic : set.regular;
}

export function allFaces(): PdfFace[] {
  const set = faces();
  return [...new Set([...set.regular, ...set.bold, ...set.italic, ...set.boldItalic])];
}

// Marks and joiners shape with the letter before them, so they stay in its face.
const FOLLOWS_PREVIOUS = /[\p{M}\u200c\u200d]/u;

/**
 * The face of each character of a text: the first of the style's faces that has its glyph (the Latin
 * face, whose glyph is a box, when none has). Marks and joiners keep the face of the letter before them.
 */
export function faceKeysOf(text: string, styles: readonly FontStyle[]): string[] {
  const keys: string[] = [];
  let index = 0;
  for (const char of text) {
    const style = styles[index] ?? { bold: false, italic: false };
    const candidates = facesOf(style);
    const previous = keys[keys.length - 1];
    let key: string;
    if (previous !== undefined && FOLLOWS_PREVIOUS.test(char)) key = previous;
    else {
      const codePoint = char.codePointAt(0) ?? 0;
      key = (candidates.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? candidates[0])?.key ?? '';
    }
    // One key per UTF-16 unit, so keys line up with string indices (and bidi-js's levels).
    for (let unit = 0; unit < char.length; unit += 1) keys.push(key);
    index += char.length;
  }
  return keys;
}
