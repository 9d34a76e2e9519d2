import {
  listResult,
  pageWindow,
  type RouteCreateBody,
  type RouteCriteria,
  type RouteListQuery,
  type RouteUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldConflict, invalidField, notFound } from '../../lib/http-error.ts';
import { type AuditRepository, changedFields, recordChange } from '../audit/index.ts';
import type { BusStopsRepository } from '../bus-stops/index.ts';
import type { FilesService } from '../files/index.ts';
import { presentRoute, presentRouteStop } from './routes.presenter.ts';
import type { RouteRow, RoutesRepository } from './routes.repository.ts';

export interface RoutesDeps {
  repo: RoutesRepository;
  busStops: BusStopsRepository;
  files: FilesService;
  audit: AuditRepository;
}

const missing = () => notFound('Route not found');

/** A tenant's routes: a path, and its own bus stops in travel order. */
export function routesService({ repo, busStops, files, audit }: RoutesDeps) {
  async function present(actor: Actor, rows: RouteRow[], criteria: RouteCriteria) {
    const ids = rows.map((r) => r.id);
    const images = await files.linksFor(rows.map((r) => r.graphicFileId));
    if (criteria === 'lite') {
      const counts = await repo.stopCounts(actor.scope, ids);
      return rows.map((row) => presentRoute(row, { stopCount: counts.get(row.id) ?? 0 }, images));
    }
    const stops = await repo.stopsOf(actor.scope, ids);
    return rows.map((row) => {
      const own = stops.get(row.id) ?? [];
      return presentRoute(row, { stopCount: own.length, stops: own }, images);
    });
  }
  const presentOne = async (actor: Actor, row: RouteRow, criteria: RouteCriteria = 'full') =>
    (await present(actor, [row], criteria))[0]!;

  async function find(actor: Actor, id: string): Promise<RouteRow> {
    const row = await repo.findById(actor.scope, id);
    if (!row) throw missing();
    return row;
  }

  /** Every stop must be one of the tenant's; the 400 names the first that is not. */
  async function checkStops(actor: Actor, stopIds: string[] | undefined) {
    if (!stopIds) return;
    const found = await busStops.existing(actor.scope, stopIds);
    const bad = stopIds.findIndex((id) => !found.has(id));
    if (bad >= 0) throw invalidField(`body.busstops.${bad}`, 'is not a bus stop of this customer');
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw fieldConflict('name', 'A route with this name already exists.', 'NAME_TAKEN');
      }
      throw error;
    }
  }

  const audited = (actor: Actor, action: string, row: RouteRow, extra = {}) =>
    recordChange(audit, actor, action, row.customerId, { Route_ID: row.id, ...extra });

  return {
    async list(actor: Actor, query: RouteListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(await present(actor, rows, query.route_criteria), total);
    },

    async get(actor: Actor, id: string, criteria: RouteCriteria) {
      return presentOne(actor, await find(actor, id), criteria);
    },

    async stops(actor: Actor, id: string) {
      const row = await find(actor, id);
      const stops = (await repo.stopsOf(actor.scope, [row.id])).get(row.id) ?? [];
      return listResult(stops.map(presentRouteStop), stops.length);
    },

    async create(actor: Actor, body: RouteCreateBody) {
      await checkStops(actor, body.busstops);
      const row = await write(() =>
        repo.insert(
          actor.scope,
          {
            name: body.name,
            description: body.description ?? null,
            routeType: body.routeType,
            color: body.color ?? null,
            path: body.path,
          },
          body.busstops,
        ),
      );
      await audited(actor, 'route.create', row, { name: row.name, stops: body.busstops.length });
      return presentOne(actor, row);
    },

    async update(actor: Actor, id: string, body: RouteUpdateBody) {
      await find(actor, id);
      await checkStops(actor, body.busstops);
      const row = await write(() =>
        repo.update(
          actor.scope,
          id,
          {
            name: body.name,
            description: body.description,
            routeType: body.routeType,
            color: body.color,
            path: body.path,
          },
          body.busstops,
        ),
      );
      if (!row) throw missing();
      const fields = changedFields(body, ['Customer_ID']);
      await audited(actor, 'route.update', row, { fields });
      return presentOne(actor, row);
    },

    async remove(actor: Actor, id: string) {
      const row = await find(actor, id);
      if (!(await repo.delete(actor.scope, id))) throw missing();
      await files.discard(row.graphicFileId);
      await audited(actor, 'route.delete', row, { name: row.name });
    },

    async setGraphic(actor: Actor, id: string, upload: Buffer) {
      const row = await find(actor, id);
      const file = await files.save(row.customerId, 'route_graphic', upload, actor.session.sub);
      const updated = await repo.update(actor.scope, id, { graphicFileId: file.id });
      await files.discard(row.graphicFileId);
      await audited(actor, 'route.graphic.set', row);
      return presentOne(actor, updated!);
    },

    async removeGraphic(actor: Actor, id: string) {
      const row = await find(actor, id);
      const updated = await repo.update(actor.scope, id, { graphicFileId: null });
      await files.discard(row.graphicFileId);
      await audited(actor, 'route.graphic.remove', row);
      return presentOne(actor, updated!);
    },
  };
}

export type RoutesService = ReturnType<typeof routesService>;
