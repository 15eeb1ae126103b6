import type { Profile } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import { setSessionOrganization } from '../../platform/auth/sessions.repository';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { loadPermissionSet } from '../permissions/permissions.service';
import { profileOf } from '../session/profile';
import { updateActiveOrganization } from '../users/users.repository';
import { isMember } from './organizations.repository';

/**
 * Makes `target` the session's organization and the person's preferred one, together; answers the
 * profile with the permissions they hold there. Only an organization they belong to.
 */
export async function switchOrganization(db: Db, auth: AuthContext, target: number): Promise<Profile> {
  if (!(await isMember(db, auth.user.id, target))) {
    throw new AppError('NOT_A_MEMBER', `You are not a member of organization ${target}.`);
  }
  await inTransaction(db, async (tx) => {
    await setSessionOrganization(tx, auth.sessionId, target);
    await updateActiveOrganization(tx, auth.user.id, target);
  });
  return profileOf({
    user: auth.user,
    activeOrgId: target,
    permissions: await loadPermissionSet(db, auth.user, target),
    superAdminMode: auth.superAdminMode,
    impersonator: auth.impersonator,
  });
}
