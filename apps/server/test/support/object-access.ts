import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiCall } from './sign-in';

/**
 * Gives an organization role these verbs on an object through the object's access screen call, as an
 * administrator does for an object they just made (nobody holds permissions on a new object).
 */
export async function grantRoleVerbs(
  app: FastifyInstance,
  token: string,
  object: string,
  roleName: string,
  verbs: readonly string[],
): Promise<void> {
  const path = `administration/creator/objects/${object}/access`;
  const access = await apiCall(app, 'GET', path, token);
  expect(access.statusCode, access.body).toBe(200);
  const role = access
    .json<{ roles: { id: number; name: string }[] }>()
    .roles.find((candidate) => candidate.name === roleName);
  expect(role, `the role ${roleName}`).toBeDefined();
  const granted = await apiCall(app, 'PUT', path, token, { roles: [{ id: role?.id, verbs }] });
  expect(granted.statusCode, granted.body).toBe(200);
}
