import {
  loginAnswerSchema,
  loginWithOpenIdBodySchema,
  logoutAnswerSchema,
  profileSchema,
  ssoRequestAnswerSchema,
  ssoRequestBodySchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import { revokeSession } from '../../platform/auth/sessions.repository';
import { profileOf } from './profile';
import { type SessionDeps, signInWithIdToken, startSignIn } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  const signInLimit = {
    rateLimit: { max: deps.config.rateLimit.perAddressPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/auth/sso',
    {
      config: signInLimit,
      schema: { body: ssoRequestBodySchema.optional(), response: { 200: ssoRequestAnswerSchema } },
    },
    async (request) => startSignIn(deps, request.body ?? {}),
  );

  app.post(
    '/auth/loginWithOpenId',
    {
      config: signInLimit,
      schema: { body: loginWithOpenIdBodySchema, response: { 200: loginAnswerSchema } },
    },
    async (request) =>
      signInWithIdToken(deps, request.body.token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  await app.register(async (instance) => {
    const protectedRoutes = instance.withTypeProvider<ZodTypeProvider>();
    requireSession(protectedRoutes, deps.db, deps.config);

    protectedRoutes.post(
      '/auth/logout',
      { schema: { response: { 200: logoutAnswerSchema } } },
      async (request) => {
        const { sessionId } = authOf(request);
        await revokeSession(deps.db, sessionId);
        deps.realtime.endSession(sessionId);
        return { success: true as const, message: 'Logged out.' };
      },
    );

    protectedRoutes.get('/auth/me', { schema: { response: { 200: profileSchema } } }, async (request) => {
      const auth = authOf(request);
      return profileOf({
        user: auth.user,
        activeOrgId: auth.sessionOrgId,
        permissions: auth.permissions,
        superAdminMode: auth.superAdminMode,
        impersonator: auth.impersonator,
      });
    });
  });
};
