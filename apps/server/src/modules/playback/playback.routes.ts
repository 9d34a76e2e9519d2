import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  playbackDeleteQuery,
  playbackQuery,
  playbackRequest,
  playbackResponse,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { invalidField } from '../../lib/http-error.ts';
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
          description: `Playback of several vehicles ("all" or a list of ids). With \`name\`, the playback (its query) is also saved: the answer's \`playback\` holds its \`Playback_ID\` for GET and DELETE. ${SHAPE}`,
          body: playbackRequest,
          response: { 200: playbackResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { vehicles, from, to, measures = [], name, Customer_ID } = request.body;
        const ask = { vehicles, from, to, measures, place: 'body' as const };
        const who = await actor(request, Customer_ID);
        return name === undefined ? playback.tracks(who, ask) : playback.save(who, ask, name);
      },
    );

    app.get(
      `${base}/playback`,
      {
        onRequest: readPlayback,
        schema: {
          tags,
          description: `A saved playback (\`Playback_ID\`), replayed from what is stored now, with its \`playback\`; or the playback of one vehicle (\`vehicle_id\`, \`from\`, \`to\`; \`measures\` is a comma-separated list). ${SHAPE}`,
          querystring: playbackQuery,
          response: { 200: playbackResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { Playback_ID, vehicle_id, from, to, measures, Customer_ID } = request.query;
        const who = await actor(request, Customer_ID);
        if (Playback_ID !== undefined) return playback.replaySaved(who, Playback_ID);
        if (vehicle_id === undefined) {
          throw invalidField(
            'querystring.vehicle_id',
            'Give Playback_ID, or vehicle_id, from and to.',
          );
        }
        if (from === undefined) throw invalidField('querystring.from', 'Give the start.');
        if (to === undefined) throw invalidField('querystring.to', 'Give the end.');
        return playback.tracks(who, {
          vehicles: [vehicle_id],
          from,
          to,
          measures: measures ? measures.split(',').filter((name) => name !== '') : [],
          place: 'querystring',
        });
      },
    );

    app.delete(
      `${base}/playback`,
      {
        onRequest: readPlayback,
        schema: {
          tags,
          description:
            'Deletes a saved playback of your customer (`Playback_ID`); the recorded data stays. Audited.',
          querystring: playbackDeleteQuery,
          response: { 204: z.null().describe('Deleted (audited).'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { Playback_ID, Customer_ID } = request.query;
        await playback.deleteSaved(await actor(request, Customer_ID), Playback_ID);
        return reply.status(204).send(undefined as never);
      },
    );
  }
}
