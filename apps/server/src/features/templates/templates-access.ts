import type { AuthContext } from '../../platform/auth/request-context';
import { AppError } from '../../platform/errors/app-error';

/** What a super admin holds for templates, and what an organization administrator holds in theirs. */
export const TEMPLATE_PERMISSIONS = ['superadmin:manage-templates', 'admin:templates'] as const;

/**
 * Templates are an organization's metadata: a super admin, or whoever holds a templates permission in
 * the organization the call acts in, writes them there; nobody reaches another organization's.
 */
export function requireTemplateAdmin(auth: AuthContext): void {
  if (auth.user.is_super_admin) return;
  if (TEMPLATE_PERMISSIONS.some((permission) => auth.permissions.has(permission))) return;
  throw new AppError(
    'FORBIDDEN',
    `You need the 'admin:templates' permission in this organization to manage templates.`,
  );
}
