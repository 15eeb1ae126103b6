import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/** Stored HTML shown only after DOMPurify has removed scripts, handlers and unsafe URLs. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup has just been sanitised by DOMPurify.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
