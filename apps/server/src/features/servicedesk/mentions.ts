/** Rich text to plain text: tags dropped, the few entities a body carries decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/div>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const MENTION = /(^|[^A-Za-z0-9._%+-])@([A-Za-z0-9._%+-]+(?:@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)?)/g;

/**
 * The people a comment mentions: `@someone@example.com` by e-mail, `@sam.sales` by the e-mail's local
 * part (lower-cased, each once). A trailing full stop ends the sentence, not the name.
 */
export function mentionsIn(html: string): { emails: string[]; handles: string[] } {
  const emails = new Set<string>();
  const handles = new Set<string>();
  for (const match of plainText(html).matchAll(MENTION)) {
    const name = (match[2] ?? '').replace(/[.]+$/, '').toLowerCase();
    if (name === '') continue;
    if (name.includes('@')) emails.add(name);
    else handles.add(name);
  }
  return { emails: [...emails], handles: [...handles] };
}
