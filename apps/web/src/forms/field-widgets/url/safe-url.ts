const LINKABLE = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The URL to link to, or undefined for text that is not a web or mail address (e.g. `javascript:`). */
export function linkableUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return LINKABLE.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
