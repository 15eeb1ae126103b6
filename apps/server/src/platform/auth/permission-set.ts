import { permissionCatalogue, SUPER_ADMIN_ONLY_PERMISSIONS } from '@atrium/core';

/**
 * What one user may do in one organization. A super admin holds every permission, known or not; no one
 * else holds a super-admin-only one, whatever their roles say.
 */
export class PermissionSet {
  private readonly granted: ReadonlySet<string>;

  constructor(
    granted: Iterable<string>,
    readonly superAdmin: boolean,
  ) {
    this.granted = new Set([...granted].filter((name) => !SUPER_ADMIN_ONLY_PERMISSIONS.includes(name)));
  }

  has(permission: string): boolean {
    return this.superAdmin || this.granted.has(permission);
  }

  list(): string[] {
    return this.superAdmin ? permissionCatalogue() : [...this.granted].sort();
  }

  /** Admins see the Administration module (spec 000 §6). */
  isAdmin(): boolean {
    return this.has('module:admin') || this.has('module:superadmin');
  }
}
