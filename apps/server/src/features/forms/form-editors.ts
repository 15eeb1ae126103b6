import type { FastifyRequest } from 'fastify';
import { requireAnyPermission } from '../../platform/auth/request-context';

/** Who shapes forms and their rules (spec 000 §2 Super Admin and Administration composers). */
export const FORM_EDITORS = ['admin:composer', 'superadmin:edit-system-forms'] as const;

/** Refuses (403) anyone holding none of the form editors' permissions. */
export function requireFormEditor(request: FastifyRequest): void {
  requireAnyPermission(request, FORM_EDITORS);
}
