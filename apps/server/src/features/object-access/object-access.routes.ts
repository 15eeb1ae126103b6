import {
  customObjectsResponseSchema,
  findModule,
  hostsCustomObjects,
  objectAccessSaveSchema,
  objectAccessSchema,
  objectNamesResponseSchema,
  objectPermission,
  REGISTERED_OBJECTS,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAnyPermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { listObjects } from '../metadata/metadata.repository';
import { requireObject } from '../metadata/metadata.service';
import { packagedObjects } from '../packages/packages.service';
import { objectAccess, saveObjectAccess } from './object-access.repository';

/** Deciding who may use an object is part of making it, or of managing roles. */
const ACCESS_EDITORS = ['superadmin:create-attributes', 'admin:roles'];

const objectParam = z.object({
  object: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'The object must be an object name.'),
});

export const objectAccessRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get(
    '/def/objects/custom',
    { schema: { response: { 200: customObjectsResponseSchema } } },
    async (request) => {
      const { permissions, orgId } = authOf(request);
      const objects = await listObjects(db);
      const packaged = await packagedObjects(db, orgId);
      const data = objects
        .filter((object) => !REGISTERED_OBJECTS.has(object.name))
        .filter((object) => {
          const module = findModule(object.module);
          return module !== undefined && hostsCustomObjects(module);
        })
        .filter((object) => permissions.has(objectPermission(object.name, 'view')))
        .map(({ name, display_name, module, translations }) => ({
          name,
          display_name,
          module,
          translations,
          package: packaged.get(name) ?? null,
        }));
      return { data };
    },
  );

  app.get(
    '/def/objects/names',
    { schema: { response: { 200: objectNamesResponseSchema } } },
    async (request) => {
      const { permissions } = authOf(request);
      const data = (await listObjects(db))
        .filter((object) => permissions.has(objectPermission(object.name, 'view')))
        .map(({ name, display_name, module, translations }) => ({
          name,
          display_name,
          module,
          translations,
        }));
      return { data };
    },
  );

  app.get(
    '/administration/creator/objects/:object/access',
    { schema: { params: objectParam, response: { 200: objectAccessSchema } } },
    async (request) => {
      requireAnyPermission(request, ACCESS_EDITORS);
      const object = await requireObject(db, request.params.object);
      return objectAccess(db, authOf(request).orgId, object.name);
    },
  );

  app.put(
    '/administration/creator/objects/:object/access',
    {
      schema: {
        params: objectParam,
        body: objectAccessSaveSchema,
        response: { 200: objectAccessSchema },
      },
    },
    async (request) => {
      requireAnyPermission(request, ACCESS_EDITORS);
      const object = await requireObject(db, request.params.object);
      const { orgId } = authOf(request);
      await saveObjectAccess(db, orgId, object.name, request.body);
      return objectAccess(db, orgId, object.name);
    },
  );
};
