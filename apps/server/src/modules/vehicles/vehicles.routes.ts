import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  mqttCredentialsRotated,
  vehicle,
  vehicleCreated,
  vehicleIdBody,
  vehicleList,
  vehicleListQuery,
  vehiclePostBody,
  vehicleRefusalList,
  vehicleUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import {
  brokerErrorResponses,
  customerQuery,
  errorResponses,
  idParams,
} from '../../lib/route-schemas.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { VehiclesService } from './vehicles.service.ts';

export interface VehiclesRoutesOptions {
  vehicles: VehiclesService;
  actor: ActorResolver;
}

const base = '/dev/v1/vehicles';
const findQuery = vehicleListQuery.extend({ query: z.string().trim().min(1).max(200) });
const deleted = z.object({ Vehicle_ID: z.uuid() });

/** Spec §7 vehicles: one POST with an operation, PUT with UPDATE, DELETE with a body. */
export function vehiclesRoutes(parent: FastifyInstance, opts: VehiclesRoutesOptions) {
  const app = withZod(parent);
  const { vehicles, actor } = opts;
  const tags = ['vehicles'];
  const calls = tenantRoutes(app, { base, tags, actor });
  const read = app.requirePermission('readReference');
  const manage = app.requirePermission('manageFleet');

  calls.list({ onRequest: read, querystring: vehicleListQuery, response: vehicleList }, (a, q) =>
    vehicles.list(a, q),
  );
  calls.list(
    { onRequest: read, path: `${base}/find`, querystring: findQuery, response: vehicleList },
    (a, q) => vehicles.list(a, q),
  );
  calls.get({ onRequest: read, response: vehicle }, (a, id) => vehicles.get(a, id));

  app.post(
    base,
    {
      onRequest: read,
      schema: {
        tags,
        description:
          '`operation` SEARCH (a list), RETRIEVE (one vehicle) or CREATE (201, with the MQTT credentials, shown once; admins and customer admins). With an external broker, CREATE answers once the broker holds the account, or 503 `BROKER_UNAVAILABLE` having created nothing.',
        body: vehiclePostBody,
        response: {
          200: z.union([vehicleList, vehicle]),
          201: vehicleCreated,
          ...brokerErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      switch (body.operation) {
        case 'SEARCH':
          return vehicles.list(await actor(request, body.Customer_ID), body);
        case 'RETRIEVE':
          return vehicles.get(await actor(request, body.Customer_ID), body.Vehicle_ID);
        case 'CREATE':
          await manage(request);
          return reply
            .status(201)
            .send(await vehicles.create(await actor(request, body.Customer_ID), body));
      }
    },
  );

  calls.updateByBody({ onRequest: manage, body: vehicleUpdateBody, response: vehicle }, (a, body) =>
    vehicles.update(a, body),
  );
  calls.removeByBody(
    {
      onRequest: manage,
      description:
        'Deletes the vehicle; with an external broker its account goes too (503 `BROKER_UNAVAILABLE`, the vehicle kept, when the broker does not confirm).',
      body: vehicleIdBody,
      response: deleted,
      errors: brokerErrorResponses,
    },
    async (a, body) => {
      await vehicles.remove(a, body.Vehicle_ID);
      return { Vehicle_ID: body.Vehicle_ID };
    },
  );

  app.post(
    `${base}/anonymize`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Irreversibly removes the name, plate, icon and MQTT login of a vehicle (and its account on an external broker; 503 `BROKER_UNAVAILABLE` when the broker does not confirm).',
        body: vehicleIdBody,
        response: { 200: vehicle, ...brokerErrorResponses },
      },
    },
    async (request) =>
      vehicles.anonymize(await actor(request, request.body.Customer_ID), request.body.Vehicle_ID),
  );

  app.get(
    `${base}/:id/refusals`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'The last 20 messages of the vehicle that the server refused, newest first: when, why (`reason`, as in fleet_messages_rejected_total), on which topic and what was wrong. At most one a second per reason is kept; /metrics counts them all.',
        params: idParams,
        querystring: customerQuery,
        response: { 200: vehicleRefusalList, ...errorResponses },
      },
    },
    async (request) =>
      vehicles.refusals(await actor(request, request.query.Customer_ID), request.params.id),
  );

  app.post(
    `${base}/:id/mqtt-credentials`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'New MQTT credentials; the password is answered once and the old one stops working (on an external broker too: its sessions end; 503 `BROKER_UNAVAILABLE`, nothing changed, when the broker does not confirm).',
        params: idParams,
        querystring: customerQuery,
        response: { 200: mqttCredentialsRotated, ...brokerErrorResponses },
      },
    },
    async (request) =>
      vehicles.rotateMqtt(await actor(request, request.query.Customer_ID), request.params.id),
  );

  calls.image(
    'icon',
    { onRequest: manage, response: vehicle },
    (a, id, image) => vehicles.setIcon(a, id, image),
    (a, id) => vehicles.removeIcon(a, id),
  );
}
