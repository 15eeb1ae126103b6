import {
  conversionLinkListSchema,
  conversionRequestSchema,
  converterConfigurationListSchema,
  converterConfigurationSchema,
  converterMappingInputSchema,
  IDENTIFIER_PATTERN,
  SERIAL_ID_MAX,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAnyPermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import {
  listConfigurations,
  MAPPING_PERMISSIONS,
  removeMapping,
  updateMapping,
} from './converter-mapping.service';
import { conversionLinks, convertRecord } from './record-conversion.service';

const objectName = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .regex(IDENTIFIER_PATTERN, `${what} is not a valid object name.`);

const configurationsQuery = z.object({
  source_object: objectName('source_object'),
  destination_object: objectName('destination_object').optional(),
});
const idParam = z.object({ id: textIdSchema('The configuration id', { max: SERIAL_ID_MAX }) });
const recordParams = z.object({
  object: objectName('The object'),
  id: textIdSchema('The record id'),
});

/** Converter mapping and conversion (spec 000 §3, §4, §7; issue 17 item 5), the service's name first. */
export const conversionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);

  app.get(
    '/converter-mapping/configurations',
    { schema: { querystring: configurationsQuery, response: { 200: converterConfigurationListSchema } } },
    async (request) => {
      const { source_object, destination_object } = request.query;
      return {
        data: await listConfigurations(db, authOf(request), {
          source: source_object,
          ...(destination_object ? { destination: destination_object } : {}),
        }),
      };
    },
  );

  app.post(
    '/converter-mapping/update-mapping',
    { schema: { body: converterMappingInputSchema, response: { 200: converterConfigurationSchema } } },
    async (request) => {
      requireAnyPermission(request, MAPPING_PERMISSIONS);
      return updateMapping(db, authOf(request), request.body);
    },
  );

  app.delete(
    '/converter-mapping/configurations/:id',
    { schema: { params: idParam } },
    async (request, reply) => {
      requireAnyPermission(request, MAPPING_PERMISSIONS);
      await removeMapping(db, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/converter-mapping/objects/:object/:id/conversions',
    { schema: { params: recordParams, response: { 200: conversionLinkListSchema } } },
    async (request) => ({ data: await conversionLinks({ db, realtime }, authOf(request), request.params) }),
  );

  app.post(
    '/converter-mapping/objects/:object/:id/convert',
    {
      schema: {
        params: recordParams,
        body: conversionRequestSchema,
        response: { 201: conversionLinkListSchema },
      },
    },
    async (request, reply) => {
      const { object, id } = request.params;
      const data = await convertRecord({ db, realtime }, authOf(request), {
        object,
        id,
        request: request.body,
      });
      reply.code(201);
      return { data };
    },
  );
};
