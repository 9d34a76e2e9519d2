import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FLEET_PAYLOAD_SCHEMAS, type FleetTopicKind } from '@shuttle-ops/domain';
import { withZod } from '../../lib/zod-routes.ts';

/** The file name of each topic kind's schema under /schemas/fleet/. */
export const FLEET_SCHEMA_FILES: Readonly<Record<FleetTopicKind, string>> = {
  telemetry: 'telemetry.json',
  alerts: 'alerts.json',
  missions: 'missions.json',
  commands: 'commands.json',
  'commands/ack': 'commands-ack.json',
};

/**
 * The JSON Schema (draft-07) of one vehicle payload, generated from the zod schema the server
 * validates with: what a vehicle may send (the input side; cross-field checks such as "a measure
 * at most once" are in docs/api/vehicles.md, not expressible here).
 */
export function fleetJsonSchema(kind: FleetTopicKind): Record<string, unknown> {
  return {
    ...z.toJSONSchema(FLEET_PAYLOAD_SCHEMAS[kind], { target: 'draft-07', io: 'input' }),
    $id: `/schemas/fleet/${FLEET_SCHEMA_FILES[kind]}`,
    title: `Shuttle Ops vehicle payload on fleet/{Customer_ID}/{vehicle id}/${kind}`,
  };
}

/** Public: the vehicle payload schemas, for the builders of vehicles (docs/api/vehicles.md). */
export function payloadSchemasRoutes(parent: FastifyInstance) {
  const app = withZod(parent);
  for (const kind of Object.keys(FLEET_SCHEMA_FILES) as FleetTopicKind[]) {
    const body = JSON.stringify(fleetJsonSchema(kind), null, 2);
    app.get(
      `/schemas/fleet/${FLEET_SCHEMA_FILES[kind]}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['vehicles'],
          description: `JSON Schema (draft-07) of the ${kind} payload`,
          // Takes no parameters; any query is ignored.
          querystring: z.object({}).loose(),
          response: {
            200: {
              description: 'A JSON Schema document.',
              content: { 'application/schema+json': { schema: z.object({}).loose() } },
            },
          },
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/schema+json; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          // Rendered once at start; a text body is sent as it is, nothing serializes it again.
          .send(body as never),
    );
  }
}
