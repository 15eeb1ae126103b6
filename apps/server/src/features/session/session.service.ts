import {
  type LoginAnswer,
  parseDecimalId,
  SERIAL_ID_MAX,
  type SsoRequestAnswer,
  type SsoRequestBody,
} from '@atrium/core';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import type { VerifiedIdToken } from '../../platform/auth/id-token-verifier';
import type { Identity } from '../../platform/auth/identity';
import { checkloginRedirectUris } from '../../platform/auth/identity-provider/identity-provider';
import { consumeLoginRequest, insertLoginRequest } from '../../platform/auth/login-requests.repository';
import { insertSession } from '../../platform/auth/sessions.repository';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { findUserByEmail, findUserById } from '../../platform/auth/user-lookup';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import { firstMembership, isMember } from '../organizations/organizations.repository';
import { loadPermissionSet } from '../permissions/permissions.service';
import { bindExternalSubject, findUserByExternalSubject } from '../users/users.repository';
import { profileOf } from './profile';

export interface SessionDeps {
  db: Db;
  config: AppConfig;
  identity: Identity;
  realtime: Realtime;
}

/** Starts a sign-in: a fresh nonce and state, remembered for ten minutes, and the provider's address. */
export async function startSignIn(deps: SessionDeps, request: SsoRequestBody): Promise<SsoRequestAnswer> {
  const nonce = randomToken();
  const state = randomToken();
  await insertLoginRequest(deps.db, nonce, state);
  const [redirectUri] = checkloginRedirectUris(deps.config.publicUrl);
  const url = new URL(deps.identity.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: deps.identity.clientId,
    response_type: 'id_token',
    response_mode: 'fragment',
    redirect_uri: redirectUri ?? '',
    scope: 'openid email profile',
    nonce,
    state,
    ...(request.locale ? { ui_locales: request.locale } : {}),
    ...(request.reauthenticate ? { prompt: 'login' } : {}),
  }).toString();
  return { url: url.toString(), state };
}

async function resolveUser(deps: SessionDeps, claims: VerifiedIdToken): Promise<UserRow | undefined> {
  if (deps.identity.kind === 'built-in') {
    // The built-in provider's subject is the user id exactly as it writes it: ' 1' or '0x1' is no one.
    const id = parseDecimalId(claims.sub, SERIAL_ID_MAX);
    return id === undefined ? undefined : findUserById(deps.db, id);
  }
  const subject = `${deps.identity.issuer}|${claims.sub}`;
  const bound = await findUserByExternalSubject(deps.db, subject);
  if (bound) return bound;
  // A first sign-in through the company's provider is matched by a verified e-mail address, then bound.
  if (!claims.email || claims.email_verified === false) return undefined;
  const byEmail = await findUserByEmail(deps.db, claims.email);
  if (byEmail && !byEmail.external_subject) await bindExternalSubject(deps.db, byEmail.id, subject);
  return byEmail;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export async function signInWithIdToken(
  deps: SessionDeps,
  token: string,
  client: ClientInfo,
): Promise<LoginAnswer> {
  const claims = await deps.identity.verifier.verify(token);
  return inTransaction(deps.db, async (tx) => {
    if (!(await consumeLoginRequest(tx, claims.nonce))) {
      throw new AppError(
        'INVALID_ID_TOKEN',
        'This sign-in has already been used or was not started here. Please sign in again.',
      );
    }
    const user = await resolveUser({ ...deps, db: tx }, claims);
    if (!user) {
      throw new AppError(
        'FORBIDDEN',
        "Your account is not registered in Atrium. Use 'Request Access' on the sign-in page to ask for one.",
      );
    }
    if (user.deactivated_at) {
      throw new AppError('FORBIDDEN', 'Your account has been deactivated. Please contact an administrator.');
    }
    const preferred = user.active_organization_id;
    const orgId =
      preferred !== null && (await isMember(tx, user.id, preferred))
        ? preferred
        : await firstMembership(tx, user.id);
    if (orgId === undefined) {
      throw new AppError(
        'FORBIDDEN',
        'Your account is not a member of any organization yet. Ask an administrator to add you.',
      );
    }
    const sessionToken = randomToken();
    await insertSession(tx, {
      tokenHash: hashToken(sessionToken),
      userId: user.id,
      activeOrgId: orgId,
      idleMinutes: deps.config.session.idleMinutes,
      absoluteHours: deps.config.session.absoluteHours,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await writeAdminAudit(tx, {
      kind: 'sign-in',
      action: 'signed-in',
      actorId: user.id,
      userId: user.id,
      orgId,
      summary: `${user.name} signed in${client.ip ? ` from ${client.ip}` : ''}.`,
    });
    const permissions = await loadPermissionSet(tx, user, orgId);
    return {
      success: true as const,
      token: sessionToken,
      profile: profileOf({ user, activeOrgId: orgId, permissions, superAdminMode: false }),
      message: 'Signed in.',
    };
  });
}
