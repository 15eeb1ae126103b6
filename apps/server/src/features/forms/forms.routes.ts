import { formSchema, IDENTIFIER_PATTERN, parseDecimalId, SERIAL_ID_MAX, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { queryList } from '../../platform/http/list-param';
import { activeFormsByIds, activeFormsByObjects } from './forms.repository';

const formsAnswer = z.object({ data: z.array(formSchema) });
const FORM_TYPE = /^(mobile_)?[a-z][a-z0-9_]{0,39}$/;

/** `account` or `account:detail`: an object and a form type (default `default`). */
const objectFormPair = z.string().refine(
  (value) => {
    const [object, type = 'default', extra] = value.split(':');
    return extra === undefined && IDENTIFIER_PATTERN.test(object ?? '') && FORM_TYPE.test(type);
  },
  { error: 'objects entries are an object name, optionally followed by :formType.' },
);

export const formsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get(
    '/forms/byids',
    {
      schema: {
        querystring: queryList(
          'ids',
          z.string().refine((id) => parseDecimalId(id, SERIAL_ID_MAX) !== undefined, 'ids are form ids.'),
        ),
        response: { 200: formsAnswer },
      },
    },
    async (request) => ({ data: await activeFormsByIds(db, request.query.map(Number)) }),
  );

  app.get(
    '/forms/byobjects',
    { schema: { querystring: queryList('objects', objectFormPair), response: { 200: formsAnswer } } },
    async (request) => {
      const pairs = request.query.map((value) => {
        const [object = '', type = 'default'] = value.split(':');
        return { object, type };
      });
      return { data: await activeFormsByObjects(db, pairs) };
    },
  );

  app.get(
    '/forms/:route',
    {
      schema: {
        params: z.object({ route: z.string().regex(/^[a-z][a-z0-9_]{0,39}(:[a-z0-9_]{1,46})?$/) }),
        response: { 200: formSchema },
      },
    },
    async (request) => {
      const [object = '', type = 'default'] = request.params.route.split(':');
      const [form] = await activeFormsByObjects(db, [{ object, type }]);
      if (!form) throw new AppError('NOT_FOUND', `There is no published '${type}' form for '${object}'.`);
      return form;
    },
  );
};
