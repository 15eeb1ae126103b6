import {
  isLocale,
  LOCALES,
  staticPageInputSchema,
  staticPageListSchema,
  staticPageSchema,
  staticPageSlugSchema,
  staticPageTranslationsSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import {
  deletePage,
  listPages,
  pageTranslations,
  readPage,
  STATIC_PAGES_PERMISSION,
  savePage,
} from './static-pages.service';

const slugParam = z.object({ slug: staticPageSlugSchema });
const localeQuery = z.object({
  locale: z.enum(LOCALES, { error: 'locale is en, ar, hi or ur.' }).optional(),
});

/**
 * The platform's static pages (issue 17 item 4): any signed-in person reads them, in their language
 * or English; a super admin with `superadmin:edit-static-pages` writes them.
 */
export const staticPagesRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  const localeOf = (request: { query: { locale?: (typeof LOCALES)[number] } }, userLocale: string) =>
    request.query.locale ?? (isLocale(userLocale) ? userLocale : 'en');

  app.get(
    '/pages',
    { schema: { querystring: localeQuery, response: { 200: staticPageListSchema } } },
    async (request) => ({ data: await listPages(db, localeOf(request, authOf(request).user.locale)) }),
  );

  app.get(
    '/pages/:slug',
    { schema: { params: slugParam, querystring: localeQuery, response: { 200: staticPageSchema } } },
    async (request) => readPage(db, request.params.slug, localeOf(request, authOf(request).user.locale)),
  );

  app.get(
    '/pages/:slug/translations',
    { schema: { params: slugParam, response: { 200: staticPageTranslationsSchema } } },
    async (request) => {
      requirePermission(request, STATIC_PAGES_PERMISSION);
      return pageTranslations(db, request.params.slug);
    },
  );

  app.put(
    '/pages/:slug',
    {
      schema: {
        params: slugParam,
        body: staticPageInputSchema,
        response: { 200: staticPageTranslationsSchema },
      },
    },
    async (request) => {
      requirePermission(request, STATIC_PAGES_PERMISSION);
      return savePage(db, authOf(request), request.params.slug, request.body);
    },
  );

  app.delete('/pages/:slug', { schema: { params: slugParam } }, async (request, reply) => {
    requirePermission(request, STATIC_PAGES_PERMISSION);
    await deletePage(db, request.params.slug);
    return reply.code(204).send();
  });
};
