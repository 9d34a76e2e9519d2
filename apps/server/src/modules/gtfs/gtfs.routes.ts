import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorBody, publicQuery } from '@shuttle-ops/domain';
import { unauthorized } from '../../lib/http-error.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { apiKeyMatches } from '../../lib/api-key.ts';
import { encodeFeed, feedAsJson } from './gtfs-realtime.ts';
import type { GtfsService, RealtimeFeedName } from './gtfs.service.ts';

export interface GtfsRoutesOptions {
  gtfs: GtfsService;
  apiKey: string;
  /** GTFS_REQUIRE_API_KEY: the feeds ask for `x-api-key` only when on. */
  requireApiKey: boolean;
}

const base = '/public/v1';
const PROTOBUF = 'application/x-protobuf';
/** Realtime answers may be reused for this long: a vehicle's message shows within 5 s. */
const REALTIME_MAX_AGE_S = 5;
/** The static feed changes only when routes or stops do; its ETag makes a check cheap. */
const STATIC_MAX_AGE_S = 300;

const errors = { 400: apiErrorBody, 401: apiErrorBody, 404: apiErrorBody };
const customerNote =
  'The platform owner’s feed (`PLATFORM_OWNER`); `?customer=<Customer_ID>` names another customer (404 if there is none).';

export const realtimeQuery = publicQuery.extend({
  format: z
    .enum(['protobuf', 'json'])
    .optional()
    .describe('`protobuf` (the default, for journey planners) or `json` (to read by eye).'),
});

/** The JSON view of a GTFS-Realtime FeedMessage (GTFS-Realtime's own field names). */
export const realtimeFeedJson = z.object({
  header: z.looseObject({
    gtfs_realtime_version: z.string(),
    incrementality: z.string().optional(),
    timestamp: z.number().int().optional(),
  }),
  entity: z.array(z.looseObject({ id: z.string() })),
});

/** True when the request's If-None-Match (or, without one, If-Modified-Since) still holds. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && lastModified.getTime() <= since;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The open-data feeds (docs/api/gtfs.md): the GTFS static zip and the GTFS-Realtime feeds of a
 * customer's shuttles, for journey planners. Read-only, public unless GTFS_REQUIRE_API_KEY.
 */
export function gtfsRoutes(parent: FastifyInstance, opts: GtfsRoutesOptions) {
  const app = withZod(parent);
  const { gtfs, apiKey, requireApiKey } = opts;
  const tags = ['public'];
  const access = requireApiKey ? ('apiKey' as const) : ('public' as const);
  const keyNote = requireApiKey
    ? ' Needs the public `x-api-key`.'
    : ' Open: no key needed (GTFS_REQUIRE_API_KEY).';

  if (requireApiKey) {
    app.addHook('onRequest', (request, _reply, done) => {
      done(
        apiKeyMatches(request.headers['x-api-key'], apiKey)
          ? undefined
          : unauthorized('A valid x-api-key header is required.'),
      );
    });
  }

  app.get(
    `${base}/gtfs.zip`,
    {
      config: { access },
      schema: {
        tags,
        description: `The GTFS static feed (agency, stops, routes, trips, stop_times, frequencies, calendar, shapes, feed_info) as a zip, with \`ETag\` and \`Last-Modified\`; \`If-None-Match\` or \`If-Modified-Since\` answer 304 while it is unchanged. ${customerNote}${keyNote}`,
        querystring: publicQuery,
        response: {
          200: {
            description: 'The feed’s files in a zip archive.',
            content: { 'application/zip': { schema: z.string() } },
          },
          304: z.null().describe('Unchanged since the ETag or date given.'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const feed = await gtfs.staticFeed(request.query.customer, originOf(request));
      const etag = `"${feed.hash}"`;
      reply
        .header('etag', etag)
        .header('last-modified', feed.lastModified.toUTCString())
        .header('cache-control', `public, max-age=${STATIC_MAX_AGE_S}`);
      if (notModified(request, etag, feed.lastModified))
        return reply.status(304).send(undefined as never);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="gtfs.zip"')
        .send(Buffer.from(feed.zip) as never);
    },
  );

  const realtime = (name: RealtimeFeedName, description: string) =>
    app.get(
      `${base}/gtfs-rt/${name}`,
      {
        config: { access },
        schema: {
          tags,
          description: `${description} GTFS-Realtime 2.0, \`FULL_DATASET\`; \`Cache-Control: max-age=${REALTIME_MAX_AGE_S}\`. ${customerNote}${keyNote}`,
          querystring: realtimeQuery,
          response: {
            200: {
              description: 'A FeedMessage: a protocol buffer, or JSON with `?format=json`.',
              content: {
                [PROTOBUF]: { schema: z.string() },
                'application/json': { schema: realtimeFeedJson },
              },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const feed = await gtfs.realtimeFeed(name, request.query.customer, originOf(request));
        reply.header('cache-control', `public, max-age=${REALTIME_MAX_AGE_S}`);
        if (request.query.format === 'json') {
          return reply
            .header('content-type', 'application/json; charset=utf-8')
            .send(feedAsJson(feed));
        }
        return reply.header('content-type', PROTOBUF).send(Buffer.from(encodeFeed(feed)) as never);
      },
    );

  realtime(
    'vehicle-positions',
    'VehiclePositions: each running shuttle’s position, bearing, speed, trip, stop status and occupancy.',
  );
  realtime(
    'trip-updates',
    'TripUpdates: each running shuttle’s predicted arrivals at the stops ahead, from the ETA engine.',
  );
  realtime('alerts', 'Alerts: the public announcements shown now, with their period.');
}
