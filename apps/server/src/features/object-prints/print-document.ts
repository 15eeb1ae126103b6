import { FIELD_TYPE_SPECS, isBooleanType, isRichTextField, type RecordData } from '@atrium/core';
import type { RecordModel } from '../records/record-model';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Rich text loses its markup: the document shows the words, never HTML that came from a value. Blocks
 * end a line and blank lines go; entities go back to their characters, which `escapeHtml` then writes
 * safely (`&amp;` decoded last, so `&amp;lt;` stays the text `&lt;`).
 */
export function plainText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/blockquote|\/pre)\s*\/?>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

export function shown(value: unknown, type: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (isBooleanType(type)) return value === '1' || value === true ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => shown(item, 'text')).join(', ');
  if (typeof value === 'object') {
    const address = (value as { address?: unknown }).address;
    return typeof address === 'string' ? address : JSON.stringify(value);
  }
  return String(value);
}

/**
 * A printable page of one record: each stored field with its label. Every value is escaped and the page
 * carries its own policy forbidding scripts, so a value can only ever print as text.
 */
export function printDocument(model: RecordModel, record: RecordData): string {
  const rows = model.object.attributes
    .filter((attribute) => FIELD_TYPE_SPECS[attribute.type].storage !== 'none')
    .map((attribute) => {
      const display = record[`${attribute.name}_display`];
      const stored = display ?? record[attribute.name];
      // Only rich text is HTML; a plain text's `<` or `&amp;` is what the person typed.
      const rich = isRichTextField(attribute.type, attribute.options ?? {}) && typeof stored === 'string';
      const value = rich ? plainText(stored) : shown(stored, attribute.type);
      return `<tr><th scope="row">${escapeHtml(attribute.label)}</th><td>${escapeHtml(value)}</td></tr>`;
    })
    .join('\n');
  const label = model.object.label_attribute ? shown(record[model.object.label_attribute], 'text') : '';
  const title = `${model.object.display_name} #${record.id}${label ? ` — ${label}` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #000; }
h1 { font-size: 1.4rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: 0.4rem 0.6rem; text-align: start; vertical-align: top; white-space: pre-wrap; }
th { width: 30%; background: #f5f5f5; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<table>
${rows}
</table>
</body>
</html>
`;
}
