import { adminIdParams, adminOrganizationSchema } from '@atrium/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { detectContent } from '../uploads/upload-content';
import { listOrganizations } from './admin-organizations.routes';
import { adminScope, ORGANIZATIONS_CONCERN, requireOrgInScope } from './admin-scope';
import type { AdminDeps } from './admin-users.service';

/** A logo is shown small; this keeps a row of the organizations table small too. */
export const LOGO_MAX_BYTES = 256 * 1024;
/** The image types a logo may be, as the server detects them from the bytes (a clean SVG included). */
const LOGO_TYPES = new Set(['png', 'jpg', 'gif', 'webp', 'svg']);

async function answerFor(db: Db, id: number) {
  const [org] = await listOrganizations(db, 'all', id);
  if (!org) throw new AppError('NOT_FOUND', `There is no organization ${id}.`);
  return org;
}

/** Uploading and removing an organization's logo (spec 000 §3 organizations: code, name, logo). */
export const adminOrganizationLogoRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  const inScope = async (request: Parameters<typeof authOf>[0], id: number) => {
    const auth = authOf(request);
    requireOrgInScope(await adminScope(db, auth, ORGANIZATIONS_CONCERN), id);
    const org = await db
      .selectFrom('organizations')
      .select(['id', 'code'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!org) throw new AppError('NOT_FOUND', `There is no organization ${id}.`);
    return { auth, org };
  };

  app.post(
    '/auth/administration/organizations/:id/logo',
    { schema: { params: adminIdParams, response: { 200: adminOrganizationSchema } } },
    async (request) => {
      const { auth, org } = await inScope(request, request.params.id);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the logo as multipart/form-data.');
      }
      const part = await request.file();
      if (!part) throw new AppError('BAD_REQUEST', 'The request carries no file.');
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', `A logo may be at most ${LOGO_MAX_BYTES / 1024} KB.`);
      }
      const verdict = await detectContent(bytes);
      if (!verdict.ok || !LOGO_TYPES.has(verdict.content.ext)) {
        const reason = verdict.ok ? '' : ` ${verdict.reason}`;
        throw new AppError('UNPROCESSABLE', `A logo must be a PNG, JPEG, GIF, WebP or SVG image.${reason}`, {
          file: ['A logo must be a PNG, JPEG, GIF, WebP or SVG image.'],
        });
      }
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('organizations')
          .set({ logo_data: bytes, logo_mime: verdict.content.mime })
          .where('id', '=', org.id)
          .execute();
        await writeAdminAudit(tx, {
          kind: 'organization',
          action: 'logo',
          actorId: auth.user.id,
          orgId: org.id,
          summary: `Uploaded a logo for ${org.code} (${verdict.content.ext}, ${bytes.length} bytes).`,
        });
      });
      return answerFor(db, org.id);
    },
  );

  app.delete(
    '/auth/administration/organizations/:id/logo',
    { schema: { params: adminIdParams, response: { 200: adminOrganizationSchema } } },
    async (request) => {
      const { auth, org } = await inScope(request, request.params.id);
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('organizations')
          .set({ logo_data: null, logo_mime: null })
          .where('id', '=', org.id)
          .execute();
        await writeAdminAudit(tx, {
          kind: 'organization',
          action: 'logo-removed',
          actorId: auth.user.id,
          orgId: org.id,
          summary: `Removed the uploaded logo of ${org.code}; the drawn badge shows again.`,
        });
      });
      return answerFor(db, org.id);
    },
  );
};
