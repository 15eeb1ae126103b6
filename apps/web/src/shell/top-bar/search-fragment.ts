const PREFIX = '#search/';

/** Spec 000 §2: the top-bar search lives in the URL fragment as `#search/{term}`. */
export function readSearchFragment(hash: string): string {
  if (!hash.startsWith(PREFIX)) return '';
  try {
    return decodeURIComponent(hash.slice(PREFIX.length));
  } catch {
    return hash.slice(PREFIX.length);
  }
}

/** The fragment for `term`; an empty search clears it. */
export function searchFragment(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `${PREFIX}${encodeURIComponent(trimmed)}` : '';
}
