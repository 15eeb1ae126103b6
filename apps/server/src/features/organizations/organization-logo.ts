/** A plain SVG badge with the organization's code: no script, no external reference. */
export function organizationLogoSvg(code: string, color: string): string {
  const safeCode = code.replace(/[^A-Z0-9]/gi, '').slice(0, 4);
  const safeColor = /^#[0-9a-f]{6}$/i.test(color) ? color : '#1677ff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32" role="img" aria-label="${safeCode}"><rect width="96" height="32" rx="6" fill="${safeColor}"/><text x="48" y="21" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#ffffff" text-anchor="middle">${safeCode}</text></svg>`;
}
