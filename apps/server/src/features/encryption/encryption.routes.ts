import { encryptionStatusSchema, reEncryptAnswerSchema, reEncryptBodySchema } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { requireSuperAdmin } from '../administration/admin-scope';
import { encryptionStatus, startReEncryption } from './encryption.service';

/**
 * The encryption keys of the deployment (decision 0020, "Rotation"): one set for every organization, so
 * only a super admin sees or re-seals them; an organization's administrator is refused like anyone.
 */
export const encryptionRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get(
    '/auth/superadmin/encryption',
    { schema: { response: { 200: encryptionStatusSchema } } },
    async (request) => {
      requireSuperAdmin(authOf(request), 'see the encryption keys');
      return encryptionStatus(db);
    },
  );

  app.post(
    '/auth/superadmin/encryption/re-encrypt',
    { schema: { body: reEncryptBodySchema, response: { 202: reEncryptAnswerSchema } } },
    async (request, reply) => {
      const auth = authOf(request);
      requireSuperAdmin(auth, 're-encrypt stored values');
      const job = await startReEncryption(db, auth, request.body);
      return reply.status(202).send({
        message: `Every value sealed with another key is being re-sealed with key '${job.key_id}'.`,
        job,
      });
    },
  );
};
