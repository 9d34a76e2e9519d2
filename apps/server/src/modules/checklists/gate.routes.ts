import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checklistClearanceBody,
  checklistImage,
  checklistOverride,
  checklistOverrideBody,
  departureGateStatus,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, uploadErrorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { readUpload, uploadSchema } from '../files/index.ts';
import { CHECKLIST_BASE, CHECKLIST_TAGS } from './checklist-paths.ts';
import type { ChecklistPhotos } from './checklist-photos.ts';
import type { DepartureGateService } from './departure-gate.service.ts';

export interface GateRoutesOptions {
  gate: DepartureGateService;
  photos: ChecklistPhotos;
  actor: ActorResolver;
}

const vehicleParams = z.object({ Vehicle_ID: z.uuid() });
const gateQuery = customerQuery.extend({ Route_ID: z.uuid().optional() });

/**
 * Beyond spec §7 (docs/decisions/0015-checklists.md): the departure gate's status, an
 * administrator's clearance and override, and the upload of checklist photos and signatures.
 */
export function gateRoutes(parent: FastifyInstance, opts: GateRoutesOptions) {
  const app = withZod(parent);
  const { gate, photos, actor } = opts;
  const tags = CHECKLIST_TAGS;
  const fill = app.requirePermission('operateServices');
  const manage = app.requirePermission('manageFleet');

  app.get(
    `${CHECKLIST_BASE}/gate/:Vehicle_ID`,
    {
      onRequest: fill,
      schema: {
        tags,
        description:
          'Whether the vehicle may start a service now (on `Route_ID`), and why not: the checklist it needs, a failed one, or a hold after a failed safety-critical item.',
        params: vehicleParams,
        querystring: gateQuery,
        response: { 200: departureGateStatus, ...errorResponses },
      },
    },
    async (request) =>
      gate.status(
        await actor(request, request.query.Customer_ID),
        request.params.Vehicle_ID,
        request.query.Route_ID,
      ),
  );

  app.post(
    `${CHECKLIST_BASE}/clearance`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Puts a vehicle held by a failed safety-critical item back in service, with a note (audited); 409 `NOT_OUT_OF_SERVICE` when it is not held. It still needs a passed checklist to start.',
        body: checklistClearanceBody,
        response: { 200: departureGateStatus, ...errorResponses },
      },
    },
    async (request) => gate.clear(await actor(request, request.body.Customer_ID), request.body),
  );

  app.post(
    `${CHECKLIST_BASE}/override`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Lets the vehicle start one service today (Europe/London) without a passed checklist, with a reason (audited, and again when used). Never past a hold: clear that first (409 `VEHICLE_OUT_OF_SERVICE`).',
        body: checklistOverrideBody,
        response: { 201: checklistOverride, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await gate.override(await actor(request, request.body.Customer_ID), request.body)),
  );

  app.post(
    `${CHECKLIST_BASE}/photos`,
    {
      onRequest: fill,
      schema: {
        tags,
        ...uploadSchema,
        description: `A checklist photo, markup, signature or item picture; answers its \`file_id\` to put in a submission or a master. ${uploadSchema.description}`,
        querystring: customerQuery,
        response: { 201: checklistImage, ...uploadErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await photos.upload(
            await actor(request, request.query.Customer_ID),
            await readUpload(request),
          ),
        ),
  );
}
