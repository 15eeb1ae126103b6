/** A guard may ask for all of several permissions, any one of them, or both kinds together. */
export interface PermissionRequirement {
  all?: readonly string[];
  any?: readonly string[];
}

export type PermissionLookup = (permission: string) => boolean;

export function isRequirementMet(
  requirement: PermissionRequirement | undefined,
  has: PermissionLookup,
): boolean {
  if (!requirement) return true;
  const all = requirement.all ?? [];
  const any = requirement.any ?? [];
  return all.every(has) && (any.length === 0 || any.some(has));
}

export function requirementPermissions(requirement: PermissionRequirement | undefined): string[] {
  if (!requirement) return [];
  return [...(requirement.all ?? []), ...(requirement.any ?? [])];
}

/** Permission strings are `scope:action`, letters, digits, `-` and `_` on each side. */
export const PERMISSION_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}:[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export function isPermissionString(value: string): boolean {
  return PERMISSION_PATTERN.test(value);
}
