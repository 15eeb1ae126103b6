import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { FontStyle } from './pdf-fonts';
import type { Span } from './text-layout';

/** What a print draws, read from a template's (sanitised) HTML. */
export type Block =
  | { kind: 'text'; spans: Span[]; size: number; indent: number; marker?: string }
  | { kind: 'table'; rows: TableRow[] }
  | { kind: 'rule' };

export interface TableRow {
  cells: Span[][];
  header: boolean;
}

const HEADING_SIZES: Record<string, number> = { h1: 20, h2: 16, h3: 14, h4: 12, h5: 11, h6: 11 };
export const BODY_SIZE = 11;
const PLAIN: FontStyle = { bold: false, italic: false };

const isElement = (node: ChildNode): node is Element => node.type === 'tag';

/** The text of inline content, each piece with its style; `<br>` is a line break. */
function spansOf(nodes: readonly ChildNode[], style: FontStyle, out: Span[] = []): Span[] {
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      if (text !== '') out.push({ text, style });
    } else if (isElement(node)) {
      if (node.name === 'br') out.push({ text: '\n', style });
      else {
        const bold = style.bold || ['strong', 'b', 'th'].includes(node.name);
        const italic = style.italic || ['em', 'i'].includes(node.name);
        spansOf(node.children, { bold, italic }, out);
      }
    }
  }
  return out;
}

/** Leading and trailing spaces of a block are layout, not text. */
function trimmed(spans: Span[]): Span[] {
  const out = spans.map((span) => ({ ...span }));
  const first = out[0];
  if (first) first.text = first.text.replace(/^ +/, '');
  const last = out[out.length - 1];
  if (last) last.text = last.text.replace(/ +$/, '');
  return out.filter((span) => span.text !== '');
}

function tableRows(table: Element): TableRow[] {
  const rows: TableRow[] = [];
  const visit = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'tr') {
        const cells = node.children
          .filter(isElement)
          .filter((cell) => cell.name === 'td' || cell.name === 'th');
        rows.push({
          cells: cells.map((cell) =>
            trimmed(spansOf(cell.children, { bold: cell.name === 'th', italic: false })),
          ),
          header: cells.length > 0 && cells.every((cell) => cell.name === 'th'),
        });
      } else visit(node.children);
    }
  };
  visit(table.children);
  return rows;
}

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'li']);

/**
 * The blocks of a template's HTML, in order: paragraphs and headings, list items with their marker,
 * tables (a related list prints as one), rules. Inline text outside a block is a paragraph of its own.
 */
export function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  let loose: ChildNode[] = [];
  const flush = (indent: number) => {
    const spans = trimmed(spansOf(loose, PLAIN));
    if (spans.length) blocks.push({ kind: 'text', spans, size: BODY_SIZE, indent });
    loose = [];
  };
  const walk = (nodes: readonly ChildNode[], indent: number) => {
    for (const node of nodes) {
      if (!isElement(node)) {
        loose.push(node);
        continue;
      }
      if (node.name === 'table') {
        flush(indent);
        blocks.push({ kind: 'table', rows: tableRows(node) });
      } else if (node.name === 'hr') {
        flush(indent);
        blocks.push({ kind: 'rule' });
      } else if (node.name === 'ul' || node.name === 'ol') {
        flush(indent);
        let number = 0;
        for (const item of node.children.filter(isElement)) {
          number += 1;
          listItem(item, indent + 1, node.name === 'ol' ? `${number}.` : '•');
        }
      } else if (BLOCK_TAGS.has(node.name)) {
        flush(indent);
        const nested = node.children.some(
          (child) =>
            isElement(child) && (BLOCK_TAGS.has(child.name) || ['ul', 'ol', 'table'].includes(child.name)),
        );
        if (nested) walk(node.children, node.name === 'blockquote' ? indent + 1 : indent);
        else {
          const heading = HEADING_SIZES[node.name];
          const spans = trimmed(spansOf(node.children, { bold: heading !== undefined, italic: false }));
          const blockIndent = node.name === 'blockquote' ? indent + 1 : indent;
          if (spans.length)
            blocks.push({ kind: 'text', spans, size: heading ?? BODY_SIZE, indent: blockIndent });
        }
      } else loose.push(node);
    }
    flush(indent);
  };
  const listItem = (item: Element, indent: number, marker: string) => {
    const inline = item.children.filter((child) => !(isElement(child) && ['ul', 'ol'].includes(child.name)));
    const spans = trimmed(spansOf(inline, PLAIN));
    blocks.push({ kind: 'text', spans, size: BODY_SIZE, indent, marker });
    walk(
      item.children.filter((child) => isElement(child) && ['ul', 'ol'].includes(child.name)),
      indent,
    );
  };
  walk(parseDocument(html).children, 0);
  return blocks;
}
