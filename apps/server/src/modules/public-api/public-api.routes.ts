import type { FastifyInstance } from 'fastify';
import {
  apiErrorBody,
  LIVE_STATE_THRESHOLDS,
  publicAnnouncementList,
  publicBusStopList,
  publicQuery,
  publicRouteList,
  publicServiceList,
  publicSiteAnswer,
  publicVehicleList,
} from '@shuttle-ops/domain';
import { unauthorized } from '../../lib/http-error.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { apiKeyMatches } from '../../lib/api-key.ts';
import type { PublicApiService } from './public-api.service.ts';

export interface PublicApiRoutesOptions {
  publicApi: PublicApiService;
  apiKey: string;
}

const base = '/public/v1';
const errors = { 400: apiErrorBody, 401: apiErrorBody, 404: apiErrorBody };
const customerNote =
  'Answers the platform owner’s data (`PLATFORM_OWNER`); `?customer=<Customer_ID>` names another customer.';

/**
 * The read-only API of the public tracking page (DESIGN.md): every call needs the public
 * `x-api-key` and answers only what passengers may see (no people, no credentials).
 */
export function publicApiRoutes(parent: FastifyInstance, opts: PublicApiRoutesOptions) {
  const app = withZod(parent);
  const { publicApi, apiKey } = opts;
  const tags = ['public'];

  app.addHook('onRequest', async (request, reply) => {
    if (!apiKeyMatches(request.headers['x-api-key'], apiKey)) {
      throw unauthorized('A valid x-api-key header is required.');
    }
    // Live positions and ETAs: a cached answer would be a wrong one.
    reply.header('cache-control', 'no-store');
  });

  const read = <T>(path: string, response: T, description: string) => ({
    path: `${base}/${path}`,
    config: { access: 'apiKey' as const },
    schema: {
      tags,
      description: `${description} ${customerNote}`,
      querystring: publicQuery,
      response: { 200: response, ...errors },
    },
  });

  const site = read('site', publicSiteAnswer, 'The site and the customer whose data is public.');
  app.get(site.path, { config: site.config, schema: site.schema }, (request) =>
    publicApi.site(request.query.customer),
  );

  const routes = read('routes', publicRouteList, 'Routes with their path and stops in order.');
  app.get(routes.path, { config: routes.config, schema: routes.schema }, (request) =>
    publicApi.routes(request.query.customer),
  );

  const stops = read(
    'busstops',
    publicBusStopList,
    'The bus stops that lie on a route (a stop on no route is not shown).',
  );
  app.get(stops.path, { config: stops.config, schema: stops.schema }, (request) =>
    publicApi.busStops(request.query.customer),
  );

  const services = read(
    'services',
    publicServiceList,
    'Active services with their stops and ETAs; no operator or customer fields.',
  );
  app.get(services.path, { config: services.config, schema: services.schema }, (request) =>
    publicApi.services(request.query.customer),
  );

  const vehicles = read(
    'vehicles',
    publicVehicleList,
    `Positions, occupancy and wheelchair space, the age of the data (\`data_age_s\`) and \`stale\` when the vehicle has not reported for over ${LIVE_STATE_THRESHOLDS.staleAfterS} s.`,
  );
  app.get(vehicles.path, { config: vehicles.config, schema: vehicles.schema }, (request) =>
    publicApi.vehicles(request.query.customer),
  );

  const notices = read(
    'announcements',
    publicAnnouncementList,
    'Announcements for the public (or everyone) shown now.',
  );
  app.get(notices.path, { config: notices.config, schema: notices.schema }, (request) =>
    publicApi.announcements(request.query.customer),
  );
}
