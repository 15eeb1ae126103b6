import type { Profile } from '@atrium/core';

/** Sam from the demo data, as the server answers his profile; tests override what they need. */
export function samProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 3,
    name: 'Sam Sales',
    email: 'sam.sales@atrium.local',
    job_title: null,
    locale: 'en',
    active_organization: 1,
    is_super_admin: false,
    is_admin: false,
    super_admin_mode: false,
    impersonated_by: null,
    ...overrides,
  };
}

/** A JSON answer as the server sends it, for stubbed `fetch`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
