import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiErrorBody,
  mission,
  missionCancelQuery,
  missionDraft,
  missionList,
  missionListQuery,
  missionOverview,
  missionRequestBody,
  missionSiteParams,
  missionStackQuery,
  missionStationList,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-error.ts';
import { customerQuery, errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { MissionsService } from './missions.service.ts';

export interface MissionsRoutesOptions {
  missions: MissionsService;
  actor: ActorResolver;
  /** MISSION_SITE_ID; any other `{site}` is a 404. */
  siteId: string;
}

const base = '/dev/v1/missionapi';
/** Request, draft and stack calls may also answer that the vehicle refused or was silent. */
const vehicleErrors = { ...errorResponses, 504: apiErrorBody };

/** Spec §7 missions: stations, request, draft, overview, missions and the stack of a site. */
export function missionsRoutes(parent: FastifyInstance, opts: MissionsRoutesOptions) {
  const app = withZod(parent);
  const { missions, actor, siteId } = opts;
  const tags = ['missions'];
  const allowed = app.requirePermission('remoteControl');
  const checkSite = (site: string) => {
    if (site !== siteId) throw notFound(`Unknown mission site ${site}`);
  };

  app.get(
    `${base}/stations/:site`,
    {
      onRequest: allowed,
      schema: {
        tags,
        params: missionSiteParams,
        querystring: customerQuery,
        response: { 200: missionStationList, ...errorResponses },
      },
    },
    async (request) => {
      await actor(request, request.query.Customer_ID);
      checkSite(request.params.site);
      return missions.stations();
    },
  );

  app.post(
    `${base}/request/station/:site`,
    {
      onRequest: allowed,
      schema: {
        tags,
        description:
          'Sends the vehicle to a station (201). With a mission under way the new one is queued and sent when that one ends. 409 REJECTED when the vehicle refuses, 504 VEHICLE_TIMEOUT when it does not answer.',
        params: missionSiteParams,
        body: missionRequestBody,
        response: { 201: mission, ...vehicleErrors },
      },
    },
    async (request, reply) => {
      const caller = await actor(request, request.body.Customer_ID);
      checkSite(request.params.site);
      return reply.status(201).send(await missions.request(caller, request.body));
    },
  );

  app.post(
    `${base}/draft/station/:site`,
    {
      onRequest: allowed,
      schema: {
        tags,
        description:
          'What a request would do (distance, estimated duration, queue); sends nothing.',
        params: missionSiteParams,
        body: missionRequestBody,
        response: { 200: missionDraft, ...errorResponses },
      },
    },
    async (request) => {
      const caller = await actor(request, request.body.Customer_ID);
      checkSite(request.params.site);
      return missions.draft(caller, request.body);
    },
  );

  app.get(
    `${base}/overview/:site`,
    {
      onRequest: allowed,
      schema: {
        tags,
        params: missionSiteParams,
        querystring: customerQuery,
        response: { 200: missionOverview, ...errorResponses },
      },
    },
    async (request) => {
      const caller = await actor(request, request.query.Customer_ID);
      checkSite(request.params.site);
      return missions.overview(caller);
    },
  );

  app.get(
    `${base}/missions/:site`,
    {
      onRequest: allowed,
      schema: {
        tags,
        params: missionSiteParams,
        querystring: missionListQuery,
        response: { 200: missionList, ...errorResponses },
      },
    },
    async (request) => {
      const caller = await actor(request, request.query.Customer_ID);
      checkSite(request.params.site);
      return missions.list(caller, request.query);
    },
  );

  app.get(
    `${base}/stack/:site`,
    {
      onRequest: allowed,
      schema: {
        tags,
        description:
          'With `mission_id`, that mission; otherwise the queued and active missions (of `vehicle_id`, or of every vehicle).',
        params: missionSiteParams,
        querystring: missionStackQuery,
        response: { 200: z.union([mission, missionList]), ...errorResponses },
      },
    },
    async (request) => {
      const caller = await actor(request, request.query.Customer_ID);
      checkSite(request.params.site);
      return missions.stack(caller, request.query);
    },
  );

  app.delete(
    `${base}/stack/:site`,
    {
      onRequest: allowed,
      schema: {
        tags,
        description:
          'Cancels a mission: a queued one at once, one under way on the vehicle (`mission/cancel`). 409 MISSION_ENDED when it has ended.',
        params: missionSiteParams,
        querystring: missionCancelQuery,
        response: { 200: mission, ...vehicleErrors },
      },
    },
    async (request) => {
      const caller = await actor(request, request.query.Customer_ID);
      checkSite(request.params.site);
      return missions.cancel(caller, request.query);
    },
  );
}
