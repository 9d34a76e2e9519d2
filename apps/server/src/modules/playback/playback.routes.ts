import type { FastifyInstance } from 'fastify';
import { playbackQuery, playbackRequest, playbackResponse } from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { PlaybackService } from './playback.service.ts';

export interface PlaybackRoutesOptions {
  playback: PlaybackService;
  actor: ActorResolver;
}

/** Spec §7 paths answer under `/dev/v1/` and the legacy `/dev/`. */
const BASES = ['/dev/v1', '/dev'];

const SHAPE =
  'Each vehicle with something recorded in the range: its samples oldest first (at most 5,000, the first of each equal time bucket; `bucket_ms` is the width), each with position, heading, speed and the chosen measures, and its events (alarms raised, acknowledged and resolved, remote commands, service starts and ends, doors opening and closing). At most 7 days. See docs/api/playback.md.';

/** Spec §7 playback: a replay of the stored positions and events of a customer's vehicles. */
export function playbackRoutes(parent: FastifyInstance, opts: PlaybackRoutesOptions) {
  const app = withZod(parent);
  const { playback, actor } = opts;
  const tags = ['playback'];
  const readPlayback = app.requirePermission('readPlayback');

  for (const base of BASES) {
    app.post(
      `${base}/playback`,
      {
        onRequest: readPlayback,
        schema: {
          tags,
          description: `Playback of several vehicles ("all" or a list of ids). ${SHAPE}`,
          body: playbackRequest,
          response: { 200: playbackResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { vehicles, from, to, measures = [], Customer_ID } = request.body;
        return playback.tracks(await actor(request, Customer_ID), {
          vehicles,
          from,
          to,
          measures,
          place: 'body',
        });
      },
    );

    app.get(
      `${base}/playback`,
      {
        onRequest: readPlayback,
        schema: {
          tags,
          description: `Playback of one vehicle; \`measures\` is a comma-separated list. ${SHAPE}`,
          querystring: playbackQuery,
          response: { 200: playbackResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { vehicle_id, from, to, measures, Customer_ID } = request.query;
        return playback.tracks(await actor(request, Customer_ID), {
          vehicles: [vehicle_id],
          from,
          to,
          measures: measures ? measures.split(',').filter((name) => name !== '') : [],
          place: 'querystring',
        });
      },
    );
  }
}
