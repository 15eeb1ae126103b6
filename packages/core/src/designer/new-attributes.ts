/** Prefix of the temporary ids of attributes created in the designer (spec 001 §3.3, §4.3). */
export const NEW_ATTRIBUTE_PREFIX = 'new_';

export function isNewAttributeId(id: string | number | undefined): boolean {
  return typeof id === 'string' && id.startsWith(NEW_ATTRIBUTE_PREFIX);
}

/** `new_{n}` with n one above the highest `new_` number among `existing` (new_1 when there is none). */
export function newAttributeId(existing: Iterable<string>): string {
  let highest = 0;
  for (const id of existing) {
    const match = /^new_(\d+)$/.exec(id);
    if (match?.[1] !== undefined) highest = Math.max(highest, Number(match[1]));
  }
  return `${NEW_ATTRIBUTE_PREFIX}${highest + 1}`;
}

/**
 * A label no other attribute has. A duplicate gets ` {n}` (one space, then the smallest n from 2 that
 * is free): 'Amount' beside 'Amount' becomes 'Amount 2', then 'Amount 3'. Labels compare trimmed and
 * case-insensitively, as an administrator reads them; a free label comes back trimmed, as typed.
 */
export function uniqueLabel(label: string, existingLabels: Iterable<string>): string {
  const taken = new Set<string>();
  for (const existing of existingLabels) taken.add(normalise(existing));
  const base = label.trim();
  if (!taken.has(normalise(base))) return base;
  let n = 2;
  while (taken.has(normalise(`${base} ${n}`))) n += 1;
  return `${base} ${n}`;
}

function normalise(label: string): string {
  return label.trim().toLowerCase();
}
