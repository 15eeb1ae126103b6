/*
 * The patterns are strings so that PostgreSQL's regular expressions read them too: the upgrade finds the
 * mentions of every old comment in SQL (ticket-privacy.ts) and must find the same people as this code.
 * Each means the same in both engines: no `\s` (PostgreSQL's knows fewer spaces) and no case-insensitive
 * flag (the two fold letters differently), so both are spelled out.
 */

/** JavaScript's `\s`, character by character. */
const SPACE = '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';
/** Where rich text ends a line: `<br>`, `</p>`, `</li>`, `</div>`, in either case. */
export const LINE_END_PATTERN = `<[Bb][Rr]${SPACE}*/?>|</[Pp]>|</[Ll][Ii]>|</[Dd][Ii][Vv]>`;
export const TAG_PATTERN = '<[^>]*>';
/** `@name` or `@name@domain.tld`, after the start or a character that cannot be part of a name. */
export const MENTION_PATTERN =
  '(^|[^A-Za-z0-9._%+-])@([A-Za-z0-9._%+-]+(?:@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+)?)';
/** A trailing full stop ends the sentence, not the name. */
export const TRAILING_DOTS_PATTERN = '[.]+$';

const LINE_END = new RegExp(LINE_END_PATTERN, 'g');
const TAG = new RegExp(TAG_PATTERN, 'g');
const MENTION = new RegExp(MENTION_PATTERN, 'g');
const TRAILING_DOTS = new RegExp(TRAILING_DOTS_PATTERN);

/** Rich text to plain text: tags dropped, the few entities a body carries decoded. */
export function plainText(html: string): string {
  return html
    .replace(LINE_END, '\n')
    .replace(TAG, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/**
 * The people a comment mentions: `@someone@example.com` by e-mail, `@sam.sales` by the e-mail's local
 * part (lower-cased, each once).
 */
export function mentionsIn(html: string): { emails: string[]; handles: string[] } {
  const emails = new Set<string>();
  const handles = new Set<string>();
  for (const match of plainText(html).matchAll(MENTION)) {
    const name = (match[2] ?? '').replace(TRAILING_DOTS, '').toLowerCase();
    if (name === '') continue;
    if (name.includes('@')) emails.add(name);
    else handles.add(name);
  }
  return { emails: [...emails], handles: [...handles] };
}
