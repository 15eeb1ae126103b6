import { adminIdParams, adminOrganizationSchema } from '@atrium/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import { AppError } from '../../platform/errors/app-error';
import { detectContent } from '../uploads/upload-content';
import { organizationInScope, setOrganizationLogo } from './admin-organizations.service';
import type { AdminDeps } from './admin-users.service';

/** A logo is shown small; this keeps a row of the organizations table small too. */
export const LOGO_MAX_BYTES = 256 * 1024;
/** The image types a logo may be, as the server detects them from the bytes (a clean SVG included). */
const LOGO_TYPES = new Set(['png', 'jpg', 'gif', 'webp', 'svg']);

/** Uploading and removing an organization's logo (spec 000 §3 organizations: code, name, logo). */
export const adminOrganizationLogoRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/auth/administration/organizations/:id/logo',
    { schema: { params: adminIdParams, response: { 200: adminOrganizationSchema } } },
    async (request) => {
      const auth = authOf(request);
      // Refused before the upload is read when the organization is not the caller's to edit.
      await organizationInScope(db, auth, request.params.id);
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
      const logo = { bytes, mime: verdict.content.mime, ext: verdict.content.ext };
      return setOrganizationLogo(db, auth, request.params.id, logo);
    },
  );

  app.delete(
    '/auth/administration/organizations/:id/logo',
    { schema: { params: adminIdParams, response: { 200: adminOrganizationSchema } } },
    async (request) => {
      return setOrganizationLogo(db, authOf(request), request.params.id, null);
    },
  );
};
