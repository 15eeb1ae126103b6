import bidiFactory from 'bidi-js';
import { type FontStyle, faceKeysOf } from './pdf-fonts';

const bidi = bidiFactory();

export interface Span {
  text: string;
  style: FontStyle;
}

/** A piece of a line drawn in one face, left to right in the line as printed. */
export interface PlacedRun {
  text: string;
  face: string;
  x: number;
  width: number;
}

export interface LaidLine {
  runs: PlacedRun[];
  width: number;
}

/** The width of a text in a face at the paragraph's size (pdfkit measures the shaped glyphs). */
export type Measure = (face: string, text: string) => number;

interface Run {
  start: number;
  end: number;
  level: number;
  face: string;
}

const SPACE = /\s/;
// Scripts fontkit lays out right to left by itself (it reverses their glyphs after shaping).
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * Lays a paragraph out in lines of at most `width`: the Unicode bidirectional algorithm (bidi-js)
 * gives each character its level, words fill lines, and each line's runs (one face, one level) are put
 * in visual order by rule L2. fontkit shapes each run (Arabic joining, Devanagari reordering) and turns
 * an Arabic run's glyphs right to left; a right-to-left run of other characters is reversed here.
 */
export function layParagraph(
  spans: readonly Span[],
  direction: 'ltr' | 'rtl',
  width: number,
  measure: Measure,
): LaidLine[] {
  const text = spans.map((span) => span.text).join('');
  if (text.trim() === '') return [];
  const styles: FontStyle[] = spans.flatMap((span) =>
    Array.from({ length: span.text.length }, () => span.style),
  );
  const faces = faceKeysOf(text, styles);
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const lines: LaidLine[] = [];
  for (const [start, end] of breakLines(text, faces, levels, width, measure)) {
    const runs = visualRuns(runsOf(text, faces, levels, start, end));
    let x = 0;
    const placed = runs.map((run) => {
      const logical = text.slice(run.start, run.end);
      const shown = run.level % 2 === 1 && !RTL_SCRIPT.test(logical) ? mirrored(logical) : logical;
      const runWidth = measure(run.face, shown);
      const piece = { text: shown, face: run.face, x, width: runWidth };
      x += runWidth;
      return piece;
    });
    lines.push({ runs: placed, width: x });
  }
  return lines;
}

/** A right-to-left run of neutral characters, reversed, brackets mirrored. */
function mirrored(text: string): string {
  return [...text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
}

function runsOf(text: string, faces: string[], levels: Uint8Array, start: number, end: number): Run[] {
  const runs: Run[] = [];
  for (let index = start; index < end; index += 1) {
    const face = faces[index] ?? '';
    const level = levels[index] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.face === face && last.level === level && text[index] !== '\n') last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level, face });
  }
  return runs;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every stretch at least that high. */
function visualRuns(runs: Run[]): Run[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let index = 0; index < ordered.length; ) {
      if ((ordered[index]?.level ?? 0) < level) {
        index += 1;
        continue;
      }
      let stop = index;
      while (stop < ordered.length && (ordered[stop]?.level ?? 0) >= level) stop += 1;
      ordered.splice(index, stop - index, ...ordered.slice(index, stop).reverse());
      index = stop;
    }
  }
  return ordered;
}

/** Words (with the spaces after them) fill each line; a word wider than a line has a line of its own. */
function breakLines(
  text: string,
  faces: string[],
  levels: Uint8Array,
  width: number,
  measure: Measure,
): [number, number][] {
  const words: [number, number][] = [];
  let wordStart = 0;
  for (let index = 1; index <= text.length; index += 1) {
    const boundary =
      index === text.length || (SPACE.test(text[index - 1] ?? '') && !SPACE.test(text[index] ?? ''));
    if (boundary || text[index - 1] === '\n') {
      words.push([wordStart, index]);
      wordStart = index;
    }
  }
  const widthOf = (start: number, end: number) =>
    runsOf(text, faces, levels, start, end).reduce(
      (sum, run) => sum + measure(run.face, text.slice(run.start, run.end)),
      0,
    );
  const lines: [number, number][] = [];
  let lineStart = -1;
  let lineEnd = 0;
  let lineWidth = 0;
  for (const [start, end] of words) {
    const trimmedEnd = trimEnd(text, start, end);
    const wordWidth = widthOf(start, trimmedEnd);
    const fits = lineStart >= 0 && lineWidth + wordWidth <= width;
    if (lineStart < 0) {
      lineStart = start;
    } else if (!fits) {
      lines.push([lineStart, trimEnd(text, lineStart, lineEnd)]);
      lineStart = start;
      lineWidth = 0;
    }
    lineEnd = end;
    lineWidth += widthOf(start, end);
    if (text[end - 1] === '\n') {
      lines.push([lineStart, trimEnd(text, lineStart, end)]);
      lineStart = -1;
      lineWidth = 0;
    }
  }
  if (lineStart >= 0) lines.push([lineStart, trimEnd(text, lineStart, lineEnd)]);
  return lines.filter(([start, end]) => end > start);
}

function trimEnd(text: string, start: number, end: number): number {
  let stop = end;
  while (stop > start && SPACE.test(text[stop - 1] ?? '')) stop -= 1;
  return stop;
}
