import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { schemaQuery, site, staticCodeList, staticCodesQuery } from '@shuttle-ops/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { ReferenceService } from './reference.service.ts';

/** Spec §7: `GET site`, `GET staticcodes`, `GET schema?Name=`. */
export function referenceRoutes(parent: FastifyInstance, opts: { reference: ReferenceService }) {
  const app = withZod(parent);
  const { reference } = opts;
  const tags = ['reference'];
  const read = app.requirePermission('readReference');

  app.get(
    '/dev/v1/site',
    { onRequest: read, schema: { tags, response: { 200: site, ...errorResponses } } },
    () => reference.site(),
  );

  app.get(
    '/dev/v1/staticcodes',
    {
      onRequest: read,
      schema: {
        tags,
        description: 'category=MEASURE: the telemetry measure names with their display labels.',
        querystring: staticCodesQuery,
        response: { 200: staticCodeList, ...errorResponses },
      },
    },
    (request) => reference.staticCodes(request.query),
  );

  app.get(
    '/dev/v1/schema',
    {
      onRequest: read,
      schema: {
        tags,
        description: 'The JSON Schema of a wire schema by name (e.g. Vehicle, RouteCreate).',
        querystring: schemaQuery,
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses },
      },
    },
    (request) => reference.schema(request.query.Name),
  );
}
