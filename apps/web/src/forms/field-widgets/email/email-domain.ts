/** The domain of an address, lower-cased ('' when there is no '@'). */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * Whether the address's domain is one of `domains` (or a subdomain of one); no filter allows all. Text
 * without '@' has no domain yet: its format is the validator's concern, not the filter's.
 */
export function isAllowedDomain(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0 || !email.includes('@')) return true;
  const domain = domainOf(email);
  return domains.some((allowed) => {
    const wanted = allowed.trim().replace(/^@/, '').toLowerCase();
    return domain === wanted || domain.endsWith(`.${wanted}`);
  });
}
