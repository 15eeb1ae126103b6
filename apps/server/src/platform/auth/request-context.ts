import {
  ORGANIZATION_HEADER,
  parseDecimalId,
  SERIAL_ID_MAX,
  SUPER_ADMIN_MODE_HEADER,
  TIME_ZONE_HEADER,
} from '@atrium/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { loadMembershipAccess } from './membership-access';
import type { PermissionSet } from './permission-set';
import { cachedSessionWithAccess, sessionSeen } from './session-cache';
import { touchSession } from './sessions.repository';
import { hashToken } from './tokens';
import { findUserById } from './user-lookup';

export interface AuthContext {
  sessionId: string;
  user: UserRow;
  /** The organization this call acts in: the header's, else the session's active one. */
  orgId: number;
  sessionOrgId: number;
  superAdminMode: boolean;
  permissions: PermissionSet;
  /** The user's roles in `orgId`: record grants may be made to roles. */
  roleIds: number[];
  /** In a login-as-user session: the super admin acting as `user`; every call is audited with both. */
  impersonator: { id: number; name: string } | null;
  /** The caller's IANA time zone (the Atrium-Time-Zone header, else UTC): the form rules' dates read it. */
  timeZone: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

// Writing last_seen on every call would turn every read into a write; once a minute is enough.
const TOUCH_INTERVAL_MS = 60_000;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  if (!match?.[1])
    throw new AppError('UNAUTHENTICATED', 'You are not signed in. Please sign in to continue.');
  return match[1];
}

/** Reads an organization id given by a client (header or socket handshake); undefined when absent. */
export function parseOrganizationId(raw: unknown): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'number' ? value : parseDecimalId(String(value), SERIAL_ID_MAX);
  if (id === undefined || !Number.isSafeInteger(id) || id <= 0 || id > SERIAL_ID_MAX) {
    throw new AppError('BAD_REQUEST', 'The X-Organization-Id header must be an organization id.');
  }
  return id;
}

/**
 * Reads the IANA time zone a client names (the Atrium-Time-Zone header); undefined when absent. A zone
 * this server's Intl does not know is refused rather than read as UTC: the rules would then answer a
 * save differently from the form the person saw.
 */
export function parseTimeZone(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null || value === '') return undefined;
  const zone = String(value);
  const refuse = () =>
    new AppError(
      'BAD_REQUEST',
      `The Atrium-Time-Zone header must name an IANA time zone such as Asia/Dubai; '${zone.slice(0, 60)}' is not one.`,
    );
  if (zone.length > 60 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) throw refuse();
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw refuse();
  }
  return zone;
}

export interface Credentials {
  token: string;
  organizationId: number | undefined;
  superAdminModeRequested: boolean;
  timeZone?: string | undefined;
}

/** The one check of a session token, for HTTP calls and socket connections alike. */
export async function resolveAuth(db: Db, config: AppConfig, credentials: Credentials): Promise<AuthContext> {
  const session = await cachedSessionWithAccess(db, hashToken(credentials.token), credentials.organizationId);
  const now = Date.now();
  if (!session || session.revoked_at) {
    throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please sign in again.');
  }
  if (session.idle_expires_at.getTime() <= now || session.absolute_expires_at.getTime() <= now) {
    throw new AppError('SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
  }
  if (session.user.deactivated_at) {
    throw new AppError(
      'SESSION_EXPIRED',
      'This account has been deactivated. Please contact an administrator.',
    );
  }
  const { impersonator } = session;
  if (
    impersonator &&
    (impersonator.sessionRevokedAt || impersonator.sessionAbsoluteExpiresAt.getTime() <= now)
  ) {
    throw new AppError('SESSION_EXPIRED', 'The session you signed in as another user from has ended.');
  }
  const { orgId, access } = session;
  if (!access.member) {
    throw new AppError('NOT_A_MEMBER', `You are not a member of organization ${orgId}.`);
  }
  if (now - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, session.id, config.session.idleMinutes, session.impersonator_session_id);
    sessionSeen(session, config.session.idleMinutes);
  }
  return {
    sessionId: session.id,
    user: session.user,
    orgId,
    sessionOrgId: session.active_org_id,
    // Honoured only for super admins; for anyone else the flag means nothing.
    superAdminMode: session.user.is_super_admin && credentials.superAdminModeRequested,
    permissions: access.permissions,
    roleIds: access.roleIds,
    impersonator: impersonator ? { id: impersonator.userId, name: impersonator.name } : null,
    timeZone: credentials.timeZone ?? 'UTC',
  };
}

export function authenticate(request: FastifyRequest, db: Db, config: AppConfig): Promise<AuthContext> {
  return resolveAuth(db, config, {
    token: bearerToken(request),
    timeZone: parseTimeZone(request.headers[TIME_ZONE_HEADER]),
    organizationId: parseOrganizationId(request.headers[ORGANIZATION_HEADER]),
    superAdminModeRequested: request.headers[SUPER_ADMIN_MODE_HEADER] === '1',
  });
}

/** Everything registered inside `scope` requires a valid session and membership of the organization. */
export function requireSession(scope: FastifyInstance, db: Db, config: AppConfig): void {
  scope.addHook('onRequest', async (request) => {
    request.auth = await authenticate(request, db, config);
  });
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth)
    throw new AppError('UNAUTHENTICATED', 'You are not signed in. Please sign in to continue.');
  return request.auth;
}

export function requirePermission(request: FastifyRequest, permission: string): void {
  if (!authOf(request).permissions.has(permission)) {
    throw new AppError('FORBIDDEN', `You need the '${permission}' permission for this.`);
  }
}

export function requireAnyPermission(request: FastifyRequest, permissions: readonly string[]): void {
  const { permissions: held } = authOf(request);
  if (!permissions.some((permission) => held.has(permission))) {
    throw new AppError('FORBIDDEN', `You need one of these permissions: ${permissions.join(', ')}.`);
  }
}

/**
 * The person a background job acts for, checked again when the job runs: they may have left the
 * organization or lost permissions since they asked.
 */
export async function resolveJobAuth(
  db: Db,
  request: { userId: number; orgId: number; jobId: string },
): Promise<AuthContext> {
  const user = await findUserById(db, request.userId);
  if (!user) throw new AppError('NOT_FOUND', 'The person who asked for this no longer exists.');
  if (user.deactivated_at) throw new AppError('FORBIDDEN', 'The person who asked for this was deactivated.');
  const access = await loadMembershipAccess(db, user, request.orgId);
  if (!access.member)
    throw new AppError('NOT_A_MEMBER', `They are no longer a member of organization ${request.orgId}.`);
  return {
    sessionId: `job:${request.jobId}`,
    user,
    orgId: request.orgId,
    sessionOrgId: request.orgId,
    superAdminMode: false,
    permissions: access.permissions,
    roleIds: access.roleIds,
    impersonator: null,
    // A job runs long after the call that asked for it: dates are read in UTC, as documented.
    timeZone: 'UTC',
  };
}
