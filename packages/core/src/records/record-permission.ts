/** Record permission levels (spec 000 §3, §9): bits 1 read, 2 edit, 4 delete; 7 full; 8 deny. */
export const PERMISSION_LEVELS = { read: 1, edit: 2, delete: 4, full: 7, deny: 8 } as const;
export type PermissionLevel = 1 | 2 | 4 | 7 | 8;

export function canRead(mask: number): boolean {
  return (mask & PERMISSION_LEVELS.read) !== 0;
}

export function canEdit(mask: number): boolean {
  return (mask & PERMISSION_LEVELS.edit) !== 0;
}

export function canDelete(mask: number): boolean {
  return (mask & PERMISSION_LEVELS.delete) !== 0;
}

/**
 * The effective mask from a record's grants to this user and their roles. The owner has full access;
 * otherwise any deny wins; otherwise the grants add up.
 */
export function effectiveRecordMask(input: { isOwner: boolean; grants: readonly number[] }): number {
  if (input.isOwner) return PERMISSION_LEVELS.full;
  if (input.grants.some((level) => (level & PERMISSION_LEVELS.deny) !== 0)) return 0;
  return input.grants.reduce((mask, level) => mask | level, 0) & PERMISSION_LEVELS.full;
}
