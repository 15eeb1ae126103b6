import {
  attributeInputSchema,
  creatorObjectSchema,
  IDENTIFIER_PATTERN,
  objectChangeSchema,
  objectDefinitionSchema,
  objectInputSchema,
  relationshipInputSchema,
  SERIAL_ID_MAX,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAnyPermission, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { queryList } from '../../platform/http/list-param';
import { formsOfObject } from '../forms/forms.repository';
import { findAttribute, listCreatorObjects, listObjects, loadDefinitions } from './metadata.repository';
import {
  addAttribute,
  addRelationship,
  createObject,
  removeAttribute,
  requireObject,
  updateAttribute,
  updateObject,
} from './metadata.service';

const objectParam = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
});
const attributeParam = objectParam.extend({
  attributeId: textIdSchema('The attribute id', { max: SERIAL_ID_MAX }),
});
const created = z.object({ id: z.number().int() });

const CREATOR = [
  'superadmin:create-attributes',
  'superadmin:create-relations',
  'superadmin:manage-cloudintegrations',
];
const ADMINISTRATION = ['admin:composer', 'superadmin:edit-system-forms', ...CREATOR];

export const metadataRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  const definitionOf = async (name: string) => {
    const [definition] = await loadDefinitions(db, [name]);
    if (!definition) throw new AppError('NOT_FOUND', `There is no object named '${name}'.`);
    return definition;
  };

  app.get(
    '/def/objects/bynames',
    {
      schema: {
        querystring: queryList('names', z.string().regex(IDENTIFIER_PATTERN, 'names are object names.')),
        response: { 200: z.object({ data: z.array(objectDefinitionSchema), missing: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const data = await loadDefinitions(db, request.query);
      const found = new Set(data.map((definition) => definition.name));
      return { data, missing: request.query.filter((name) => !found.has(name)) };
    },
  );

  app.get(
    '/administration/creator/objects',
    { schema: { response: { 200: z.object({ data: z.array(creatorObjectSchema) }) } } },
    async (request) => {
      requireAnyPermission(request, CREATOR);
      return { data: await listCreatorObjects(db) };
    },
  );

  app.get('/administration/objects', async (request) => {
    requireAnyPermission(request, ADMINISTRATION);
    return { data: await listObjects(db) };
  });

  app.get(
    '/administration/objects/:object',
    { schema: { params: objectParam, response: { 200: objectDefinitionSchema } } },
    async (request) => {
      requireAnyPermission(request, ADMINISTRATION);
      return definitionOf(request.params.object);
    },
  );

  app.get('/administration/objects/:object/forms', { schema: { params: objectParam } }, async (request) => {
    requireAnyPermission(request, ADMINISTRATION);
    await requireObject(db, request.params.object);
    return { data: await formsOfObject(db, request.params.object) };
  });

  app.get(
    '/administration/objects/:object/attributes/:attributeId',
    { schema: { params: attributeParam } },
    async (request) => {
      requireAnyPermission(request, ADMINISTRATION);
      const object = await requireObject(db, request.params.object);
      const attribute = await findAttribute(db, object.id, request.params.attributeId);
      if (!attribute) {
        throw new AppError('NOT_FOUND', `'${object.name}' has no attribute ${request.params.attributeId}.`);
      }
      // The designer reads `fields[].options.items` for the choices of select fields.
      return { data: attribute, fields: [attribute] };
    },
  );

  app.post(
    '/administration/creator/objects',
    { schema: { body: objectInputSchema, response: { 201: objectDefinitionSchema } } },
    async (request, reply) => {
      requirePermission(request, 'superadmin:create-attributes');
      await createObject(db, request.body);
      return reply.status(201).send(await definitionOf(request.body.name));
    },
  );

  app.put(
    '/administration/creator/objects/:object',
    { schema: { params: objectParam, body: objectChangeSchema, response: { 200: objectDefinitionSchema } } },
    async (request) => {
      requirePermission(request, 'superadmin:create-attributes');
      await updateObject(db, request.params.object, request.body);
      return definitionOf(request.params.object);
    },
  );

  app.post(
    '/administration/creator/objects/:object/attributes',
    { schema: { params: objectParam, body: attributeInputSchema, response: { 201: created } } },
    async (request, reply) => {
      requirePermission(request, 'superadmin:create-attributes');
      return reply.status(201).send({ id: await addAttribute(db, request.params.object, request.body) });
    },
  );

  app.put(
    '/administration/creator/objects/:object/attributes/:attributeId',
    {
      schema: {
        params: attributeParam,
        body: z.object({
          name: z.string().optional(),
          label: z.string().optional(),
          type: z.string().optional(),
          options: z.record(z.string(), z.unknown()).optional(),
        }),
        response: { 200: objectDefinitionSchema },
      },
    },
    async (request) => {
      requirePermission(request, 'superadmin:create-attributes');
      await updateAttribute(db, request.params.object, request.params.attributeId, request.body);
      return definitionOf(request.params.object);
    },
  );

  app.delete(
    '/administration/creator/objects/:object/attributes/:attributeId',
    { schema: { params: attributeParam, response: { 200: objectDefinitionSchema } } },
    async (request) => {
      requirePermission(request, 'superadmin:create-attributes');
      await removeAttribute(db, request.params.object, request.params.attributeId);
      return definitionOf(request.params.object);
    },
  );

  app.post(
    '/administration/creator/relationships',
    { schema: { body: relationshipInputSchema, response: { 201: created } } },
    async (request, reply) => {
      requirePermission(request, 'superadmin:create-relations');
      return reply.status(201).send({ id: await addRelationship(db, request.body) });
    },
  );
};
