import { inflateSync } from 'node:zlib';

/*
 * WOFF 1.0 (https://www.w3.org/TR/WOFF/) is an OpenType font whose tables are each zlib-compressed
 * behind a table directory of its own. fontkit reads it, but pdfkit opens a new fontkit font for every
 * document, and each one inflated the tables it touched again: more than half of a print's time. The
 * fonts are converted once per process to the plain font they wrap (decision 0019).
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: Buffer;
  checksum: number;
  data: Buffer;
}

function tablesOf(woff: Buffer): Table[] {
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    if (offset + compressed > woff.length) throw new Error('The WOFF font is cut short.');
    const stored = woff.subarray(offset, offset + compressed);
    // A table stored no smaller than it is was left uncompressed (the format's rule).
    const data = compressed < length ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== length) throw new Error('A WOFF table does not inflate to its declared length.');
    tables.push({ tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data });
  }
  return tables;
}

/** The OpenType (sfnt) font a WOFF 1.0 file wraps: the same tables, uncompressed, 4-byte aligned. */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('Not a WOFF 1.0 font.');
  const tables = tablesOf(woff);
  const count = tables.length;
  let power = 1;
  while (power * 2 <= count) power *= 2;
  const header = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF outlines
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
