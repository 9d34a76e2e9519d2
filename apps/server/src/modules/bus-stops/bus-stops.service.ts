import {
  listResult,
  pageWindow,
  type BusStopCreateBody,
  type BusStopListQuery,
  type BusStopUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { type AuditRepository, changedFields, recordChange } from '../audit/index.ts';
import { presentBusStop } from './bus-stops.presenter.ts';
import type { BusStopRow, BusStopsRepository } from './bus-stops.repository.ts';

export interface BusStopsDeps {
  repo: BusStopsRepository;
  audit: AuditRepository;
}

const missing = () => notFound('Bus stop not found');

const inUse = (routeNames: string[]) =>
  conflict(
    routeNames.length > 0
      ? `The bus stop is used by ${routeNames.length === 1 ? 'the route' : 'the routes'} ${routeNames.map((n) => `"${n}"`).join(', ')}; remove it from ${routeNames.length === 1 ? 'that route' : 'those routes'} first.`
      : 'The bus stop is used by a route; remove it from the route first.',
    'IN_USE',
  );

/** A tenant's bus stops; a stop a route uses cannot be deleted. */
export function busStopsService({ repo, audit }: BusStopsDeps) {
  async function find(actor: Actor, id: string): Promise<BusStopRow> {
    const row = await repo.findById(actor.scope, id);
    if (!row) throw missing();
    return row;
  }
  const audited = (actor: Actor, action: string, row: BusStopRow, extra = {}) =>
    recordChange(audit, actor, action, row.customerId, { BS_ID: row.id, ...extra });

  return {
    async list(actor: Actor, query: BusStopListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(rows.map(presentBusStop), total);
    },

    async get(actor: Actor, id: string) {
      return presentBusStop(await find(actor, id));
    },

    async create(actor: Actor, body: BusStopCreateBody) {
      const row = await repo.insert(actor.scope, {
        name: body.name,
        label: body.label ?? null,
        direction: body.direction ?? null,
        lat: body.lat,
        lon: body.lon,
      });
      await audited(actor, 'busstop.create', row, { name: row.name });
      return presentBusStop(row);
    },

    async update(actor: Actor, id: string, body: BusStopUpdateBody) {
      await find(actor, id);
      const row = await repo.update(actor.scope, id, {
        name: body.name,
        label: body.label,
        direction: body.direction,
        lat: body.lat,
        lon: body.lon,
      });
      if (!row) throw missing();
      const fields = changedFields(body, ['Customer_ID']);
      await audited(actor, 'busstop.update', row, { fields });
      return presentBusStop(row);
    },

    async remove(actor: Actor, id: string) {
      const row = await find(actor, id);
      const routeNames = await repo.routesUsing(actor.scope, id);
      if (routeNames.length > 0) throw inUse(routeNames);
      try {
        if (!(await repo.delete(actor.scope, id))) throw missing();
      } catch (error) {
        // A route took the stop between the check and the delete.
        if (isForeignKeyViolation(error)) throw inUse([]);
        throw error;
      }
      await audited(actor, 'busstop.delete', row, { name: row.name });
    },
  };
}

export type BusStopsService = ReturnType<typeof busStopsService>;
