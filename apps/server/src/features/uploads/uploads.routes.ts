import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { createLocalFileStorage } from '../../platform/files/file-storage';
import type { Realtime } from '../../platform/realtime/realtime';
import { pathsBody, recordRefParams, uploadIdParams, uploadListQuery } from './uploads.schemas';
import {
  deleteById,
  deleteByKeys,
  downloadUpload,
  listUploads,
  uploadDetails,
  uploadFiles,
} from './uploads.service';

/** At most this many files in one upload request. */
const FILES_PER_REQUEST = 10;

/** The upload service of spec 001 §7.4: a record's files, checked by content, scoped to the record. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; realtime: Realtime }> = async (
  app,
  { db, config, realtime },
) => {
  requireSession(app, db, config);
  // Registered here, not app-wide: only the upload call accepts multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: config.uploadLimitBytes, files: FILES_PER_REQUEST, fields: 10, parts: 20 },
  });
  const deps = { db, config, realtime, files: createLocalFileStorage(config.filesDir) };

  app.get(
    '/uploads/:object/:recordId',
    { schema: { params: recordRefParams, querystring: uploadListQuery } },
    async (request) => listUploads(deps, authOf(request), request.params, request.query),
  );

  app.post(
    '/uploads/:object/:recordId/upload',
    { schema: { params: recordRefParams } },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
      }
      const answer = await uploadFiles(deps, authOf(request), request.params, request.files());
      return reply.status(201).send(answer);
    },
  );

  app.post('/uploads/get', { schema: { body: pathsBody } }, async (request) =>
    uploadDetails(deps, authOf(request), request.body.paths),
  );

  app.post('/uploads/delete', { schema: { body: pathsBody } }, async (request) =>
    deleteByKeys(deps, authOf(request), request.body.paths),
  );

  app.delete('/uploads/:id', { schema: { params: uploadIdParams } }, async (request) =>
    deleteById(deps, authOf(request), request.params.id),
  );

  app.get('/uploads/:id/download', { schema: { params: uploadIdParams } }, async (request, reply) => {
    const { row, bytes } = await downloadUpload(deps, authOf(request), request.params.id);
    const name = encodeURIComponent(row.file_name);
    return (
      reply
        .header('content-type', row.mime)
        .header('x-filename', name)
        .header('x-filetype', row.mime)
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        // Even an accepted SVG is never run as a page of this origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(bytes)
    );
  });
};
