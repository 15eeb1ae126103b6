/** What the server found a file to be, from its bytes; the client's name and type are never trusted. */
export interface DetectedContent {
  ext: string;
  mime: string;
}

/** The accepted types (spec 001 §5.3): images and PDF, named by what file-type detects. */
const ALLOWED: Record<string, string> = {
  apng: 'image/apng',
  avif: 'image/avif',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  tif: 'image/tiff',
  pdf: 'application/pdf',
};

const SVG_START = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * Anything in an SVG that could run script, reach elsewhere or expand entities. Rather than rewrite such
 * a file, it is refused: a clean drawing passes unchanged, an active one is not stored at all.
 */
const SVG_ACTIVE = [
  /<script\b/i,
  /<foreignObject\b/i,
  /<!DOCTYPE/i,
  /<!ENTITY/i,
  /<(?:iframe|embed|object|audio|video|image|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /(?:javascript|vbscript|data):/i,
  /\bhref\s*=\s*["']?\s*(?!#)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
];

export type ContentVerdict = { ok: true; content: DetectedContent } | { ok: false; reason: string };

export async function detectContent(bytes: Uint8Array): Promise<ContentVerdict> {
  // Loaded with the first upload, not at start (decision 0025).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    const mime = ALLOWED[found.ext];
    if (mime) return { ok: true, content: { ext: found.ext, mime } };
    return { ok: false, reason: `Files of type ${found.ext} are not accepted.` };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!SVG_START.test(text)) {
    return {
      ok: false,
      reason: 'Only images (APNG, AVIF, GIF, JPEG, PNG, SVG, WebP, BMP, ICO, TIFF) and PDF are accepted.',
    };
  }
  if (SVG_ACTIVE.some((pattern) => pattern.test(text))) {
    return {
      ok: false,
      reason: 'SVG images with scripts, event handlers or external references are not accepted.',
    };
  }
  return { ok: true, content: { ext: 'svg', mime: 'image/svg+xml' } };
}

/**
 * The name shown to people: the client's base name without folders or control characters, ending with
 * the extension of what the file really is.
 */
export function displayName(clientName: string | undefined, ext: string): string {
  const base = (clientName ?? '').split(/[\\/]/).pop() ?? '';
  const stem = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(char))
    .join('')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 180);
  return `${stem || 'file'}.${ext}`;
}
