import { textDecimalSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { createGeocoder } from './geocoder';

/** The maps service of spec 001 §7.4, proxied so the browser needs no key and no third-party origin. */
export const mapsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  const geocoder = config.geocoderUrl ? createGeocoder(config.geocoderUrl) : undefined;
  const configured = () => {
    if (!geocoder) throw new AppError('NOT_FOUND', 'No geocoding service is configured.');
    return geocoder;
  };

  app.get('/maps/capabilities', async () => ({ geocoding: geocoder !== undefined }));

  app.get(
    '/maps/search',
    {
      schema: {
        querystring: z.object({
          q: z.string().trim().min(2, 'Type at least 2 characters.').max(200, 'The search text is too long.'),
        }),
      },
    },
    async (request) => ({ data: await configured().search(request.query.q) }),
  );

  app.get(
    '/maps/reverse',
    {
      schema: {
        querystring: z.object({
          lat: textDecimalSchema('lat', { min: -90, max: 90 }),
          lng: textDecimalSchema('lng', { min: -180, max: 180 }),
        }),
      },
    },
    async (request) => ({ data: await configured().reverse(request.query.lat, request.query.lng) }),
  );
};
