import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { sfntOfWoff } from '../pdf/woff-to-sfnt';

const require = createRequire(import.meta.url);
const woffOf = (file: string) => readFileSync(require.resolve(file));
const single = (font: fontkit.Font | fontkit.FontCollection): fontkit.Font => {
  if (!('layout' in font)) throw new Error('a collection');
  return font;
};

describe('a WOFF font unwrapped to the OpenType font it holds', () => {
  it.each([
    ['@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', 'Quote for Acme, 12,345.67'],
    ['@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff', 'مرحبا بكم في أتريوم'],
    ['@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff', 'नमस्ते दुनिया'],
  ])('%s shapes text exactly as the WOFF does', (file, text) => {
    const woff = single(fontkit.create(woffOf(file)));
    const sfnt = single(fontkit.create(sfntOfWoff(woffOf(file))));
    expect(sfnt.type).toBe('TTF');
    expect(sfnt.familyName).toBe(woff.familyName);
    expect(sfnt.numGlyphs).toBe(woff.numGlyphs);
    const shaped = (font: fontkit.Font) => {
      const run = font.layout(text);
      return { glyphs: run.glyphs.map((glyph) => glyph.id), advance: run.advanceWidth };
    };
    expect(shaped(sfnt)).toEqual(shaped(woff));
  });

  it('refuses what is not a WOFF 1.0 font, and one cut short', () => {
    const woff = woffOf('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff');
    expect(() => sfntOfWoff(Buffer.from('not a font at all, not even close to forty-four bytes'))).toThrow(
      'Not a WOFF 1.0 font.',
    );
    expect(() => sfntOfWoff(woff.subarray(0, woff.length / 2))).toThrow('The WOFF font is cut short.');
  });
});
