import {
  digisignDeclineBodySchema,
  digisignListQuerySchema,
  digisignNewRequestFieldsSchema,
  digisignSignBodySchema,
  textIdSchema,
  z,
} from '@atrium/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import {
  createRequest,
  decideRequest,
  listRequests,
  type NewRequest,
  requestChoices,
  requestSummary,
} from './digisign.service';

const VIEW = 'digisignSysSignature:view';
const CREATE = 'digisignSysSignature:create';
const SIGN = 'digisignSysSignature:edit';
const requestParams = z.object({ id: textIdSchema('The signing request id') });
/** The one file part of a new request. */
const FILE_FIELD = 'document';

type Parts = AsyncIterable<
  | {
      type: 'file';
      fieldname: string;
      filename: string;
      file: { truncated: boolean };
      toBuffer(): Promise<Buffer>;
    }
  | { type: 'field'; fieldname: string; value: unknown }
>;

/** Reads a new request's multipart body: its text fields and exactly one file, `document`. */
async function readNewRequest(parts: Parts, limit: number): Promise<NewRequest> {
  const fields: Record<string, unknown> = {};
  let file: NewRequest['file'] | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname in fields) throw new AppError('UNPROCESSABLE', `${part.fieldname} is given twice.`);
      fields[part.fieldname] = part.value;
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.fieldname !== FILE_FIELD)
      throw new AppError('UNPROCESSABLE', `The file goes in the part named '${FILE_FIELD}'.`);
    if (file) throw new AppError('UNPROCESSABLE', 'A signing request carries one document.');
    if (part.file.truncated)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `${part.filename || 'The document'} is larger than ${Math.floor(limit / 1_048_576)} MB.`,
      );
    file = { name: part.filename || 'document.pdf', bytes };
  }
  // Refused through the one error path: an unknown field is a 400 naming it, a bad value a 422 on its field.
  const parsed = digisignNewRequestFieldsSchema.safeParse(fields);
  if (!parsed.success) throw parsed.error;
  if (!file)
    throw new AppError('UNPROCESSABLE', 'Attach the PDF to be signed.', {
      document: ['Attach the PDF to be signed.'],
    });
  return { ...parsed.data, file };
}

/** The digital signature package's calls (docs/api/digisign.md); its records also answer the generic calls. */
export const digisignRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);
  // Registered here, not app-wide: only the new request call accepts a multipart body.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 5, parts: 6 },
  });
  const deps = { db, config, realtime };

  app.get('/digisign/requests', { schema: { querystring: digisignListQuerySchema } }, async (request) => {
    requirePermission(request, VIEW);
    return { data: await listRequests(db, authOf(request), request.query.scope) };
  });

  app.get('/digisign/requests/:id', { schema: { params: requestParams } }, async (request) => {
    requirePermission(request, VIEW);
    return requestSummary(db, authOf(request), request.params.id);
  });

  app.get('/digisign/choices', async (request) => {
    requirePermission(request, CREATE);
    return requestChoices(db, authOf(request));
  });

  app.post('/digisign/requests', async (request, reply) => {
    requirePermission(request, CREATE);
    if (!request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as multipart/form-data with its PDF.');
    const input = await readNewRequest(request.parts() as Parts, config.uploadLimitBytes);
    reply.code(201);
    return createRequest(deps, authOf(request), input);
  });

  app.post(
    '/digisign/requests/:id/sign',
    { schema: { params: requestParams, body: digisignSignBodySchema.optional() } },
    async (request) => {
      requirePermission(request, SIGN);
      return decideRequest(deps, authOf(request), {
        id: request.params.id,
        decision: 'approve',
        comment: request.body?.comment,
      });
    },
  );

  app.post(
    '/digisign/requests/:id/decline',
    { schema: { params: requestParams, body: digisignDeclineBodySchema } },
    async (request) => {
      requirePermission(request, SIGN);
      return decideRequest(deps, authOf(request), {
        id: request.params.id,
        decision: 'reject',
        comment: request.body.comment,
      });
    },
  );
};
