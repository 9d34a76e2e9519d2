import {
  SERVICE_TRANSITIONS,
  SERVICE_VEHICLE_REFUSALS,
  canTransitionService,
  isFinalServiceStatus,
  listResult,
  pageWindow,
  type OccupancyBody,
  type PageQuery,
  type RouteCriteria,
  type Service,
  type ServiceCreateBody,
  type ServiceFilter,
  type ServiceSort,
  type ServiceStatus,
  type ServiceUpdateBody,
  type SortOrder,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { type AuditRepository, recordChange } from '../audit/index.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { RoutesRepository } from '../routes/index.ts';
import type { VehiclesRepository } from '../vehicles/index.ts';
import { applyOccupancy } from './occupancy-change.ts';
import { publishService } from './publish-service.ts';
import { readServiceContexts } from './service-contexts.ts';
import { stopsForStart } from './service-stops.ts';
import { toOccupancyWire, toServiceWire } from './services.presenter.ts';
import {
  findOperator,
  findServiceById,
  type NewServiceStop,
  type ServiceRecord,
  type ServiceRow,
  type ServicesRepository,
} from './services.repository.ts';

export interface ServicesDeps {
  db: Db;
  repo: ServicesRepository;
  vehicles: VehiclesRepository;
  routes: RoutesRepository;
  bus: EventBus;
  audit: AuditRepository;
  siteName: string;
  /** Whether the vehicle has ever sent telemetry (the live vehicle state knows). */
  hasReported: (customerId: string, vehicleId: string) => boolean;
}

export interface CreateOptions {
  /**
   * Refuse a vehicle that never reported (the default). Demo services start the simulated
   * shuttles' services before their first report.
   */
  requireReport?: boolean;
}

/** The vehicle and route of a service about to start. */
export interface ServiceStart {
  vehicleId: string;
  vehicleName: string;
  routeId: string;
}

/**
 * A rule another module adds (the checklists' departure gate): it throws an HttpError to refuse
 * a start, before anything is stored.
 */
export type StartGuard = (actor: Actor, start: ServiceStart) => Promise<void>;

export interface ServiceListOptions extends PageQuery {
  sort_attributes: ServiceSort;
  sort_order: SortOrder;
  route_criteria: RouteCriteria;
}

/** At most this many services go in one delete by search. */
export const DELETE_BATCH_LIMIT = 500;

/** A 400 about one field whose message is a plain sentence (the field is in the details). */
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

const missing = () => notFound('Service not found');

const refused = (refusal: keyof typeof SERVICE_VEHICLE_REFUSALS) =>
  conflict(SERVICE_VEHICLE_REFUSALS[refusal].message, SERVICE_VEHICLE_REFUSALS[refusal].code);
const vehicleBusy = () => refused('busy');

function invalidTransition(from: ServiceStatus, to: ServiceStatus) {
  const next = SERVICE_TRANSITIONS[from];
  const allowed = next.length > 0 ? `it can become ${next.join(' or ')}` : 'it is final';
  return conflict(`A ${from} service cannot become ${to}: ${allowed}.`, 'INVALID_TRANSITION', {
    from,
    to,
    allowed: next,
  });
}

/** Services: a vehicle running a route with an operator; their status, occupancy and stops. */
export function servicesService(deps: ServicesDeps) {
  const { db, repo, vehicles, routes, bus, audit, siteName, hasReported } = deps;
  const startGuards: StartGuard[] = [];

  async function guardStart(actor: Actor, start: ServiceStart): Promise<void> {
    for (const guard of startGuards) await guard(actor, start);
  }

  function requireReported(customerId: string, vehicleId: string): void {
    if (!hasReported(customerId, vehicleId)) throw refused('neverSeen');
  }

  async function find(scope: TenantScope, id: string): Promise<ServiceRecord> {
    const found = await repo.findById(scope, id);
    if (!found) throw missing();
    return found;
  }

  /** The route's stops with their timetable for a start now (409 when it has none). */
  async function routeStops(scope: TenantScope, routeId: string, start: Date) {
    const route = await routes.findById(scope, routeId);
    if (!route) return undefined;
    const stops = (await routes.stopsOf(scope, [route.id])).get(route.id) ?? [];
    if (stops.length === 0) {
      throw conflict('This route has no bus stops; add stops to it first.', 'ROUTE_HAS_NO_STOPS');
    }
    return { route, stops: stopsForStart(scope.customerId, route.path.coordinates, stops, start) };
  }

  async function busyGuard<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw vehicleBusy();
      throw error;
    }
  }

  const audited = (actor: Actor, action: string, row: ServiceRow, extra = {}) =>
    recordChange(audit, actor, action, row.customerId, { Service_ID: row.id, ...extra });

  async function reread(id: string): Promise<Service> {
    const record = await findServiceById(db, null, id);
    if (!record) throw missing();
    return toServiceWire(record.row, record.stops);
  }

  async function transition(
    actor: Actor,
    current: ServiceRow,
    to: ServiceStatus,
    operator: { id: string; name: string } | undefined,
  ): Promise<ServiceRow | undefined> {
    const now = new Date();
    const operatorPatch = operator ? { operatorId: operator.id, operatorName: operator.name } : {};
    if (to === 'active') {
      if (await repo.findActiveByVehicle(current.vehicleId)) throw vehicleBusy();
      requireReported(current.customerId, current.vehicleId);
      await guardStart(actor, {
        vehicleId: current.vehicleId,
        vehicleName: current.vehicleName,
        routeId: current.routeId,
      });
      const planned = await routeStops(actor.scope, current.routeId, now);
      if (!planned) throw conflict('The route of this service no longer exists.', 'ROUTE_GONE');
      return busyGuard(() =>
        repo.update(
          actor.scope,
          current.id,
          current.status,
          { status: 'active', startAt: now, ...operatorPatch },
          planned.stops,
        ),
      );
    }
    return repo.update(actor.scope, current.id, current.status, {
      status: to,
      endAt: now,
      ...operatorPatch,
    });
  }

  return {
    /** Adds a rule every start (create or update to active) must pass. */
    addStartGuard(guard: StartGuard): void {
      startGuards.push(guard);
    },

    async list(actor: Actor, filter: ServiceFilter, options: ServiceListOptions) {
      const { rows, total } = await repo.list(actor.scope, {
        ...filter,
        sort: options.sort_attributes,
        order: options.sort_order,
        ...pageWindow(options),
      });
      if (options.route_criteria === 'lite') {
        return listResult(
          rows.map((row) => toServiceWire(row)),
          total,
        );
      }
      const stops = await repo.stopsOf(rows.map((r) => r.id));
      return listResult(
        rows.map((row) => toServiceWire(row, stops.get(row.id) ?? [])),
        total,
      );
    },

    async get(actor: Actor, id: string): Promise<Service> {
      const { row, stops } = await find(actor.scope, id);
      return toServiceWire(row, stops);
    },

    async create(
      actor: Actor,
      body: ServiceCreateBody,
      { requireReport = true }: CreateOptions = {},
    ): Promise<Service> {
      const vehicle = await vehicles.findById(actor.scope, body.Vehicle_ID);
      if (!vehicle) throw notFound('Vehicle not found');
      if (vehicle.statusFlag !== 'active') {
        throw conflict(
          `This vehicle is ${vehicle.statusFlag}; only an active vehicle can run a service.`,
          'VEHICLE_NOT_ACTIVE',
        );
      }
      const active = body.serviceStatus === 'active';
      if (active && (await repo.findActiveByVehicle(vehicle.id))) throw vehicleBusy();
      if (active && requireReport) requireReported(vehicle.customerId, vehicle.id);
      const start = active || !body.start_dt ? new Date() : new Date(body.start_dt);
      const planned = await routeStops(actor.scope, body.Route_ID, start);
      if (!planned) throw notFound('Route not found');
      if (active) {
        await guardStart(actor, {
          vehicleId: vehicle.id,
          vehicleName: vehicle.name,
          routeId: planned.route.id,
        });
      }
      const operator = await findOperator(db, actor.scope, actor.session.sub);
      const stops: NewServiceStop[] = planned.stops;
      const record = await busyGuard(() =>
        repo.insert(
          {
            customerId: actor.scope.customerId,
            vehicleId: vehicle.id,
            vehicleName: vehicle.name,
            routeId: planned.route.id,
            routeName: planned.route.name,
            routeType: planned.route.routeType,
            operatorId: operator?.id ?? null,
            operatorName: operator?.name ?? actor.session.username,
            siteName,
            status: body.serviceStatus,
            maxOccupancy: vehicle.maxOccupancy,
            maxWheelchairOccupancy: vehicle.maxWheelchairOccupancy,
            startAt: start,
          },
          stops,
        ),
      );
      await audited(actor, 'service.create', record.row, {
        Vehicle_ID: vehicle.id,
        Route_ID: planned.route.id,
        serviceStatus: body.serviceStatus,
      });
      const wire = toServiceWire(record.row, record.stops);
      publishService(bus, 'service.create', wire);
      return wire;
    },

    async update(actor: Actor, body: ServiceUpdateBody): Promise<Service> {
      const { row } = await find(actor.scope, body.Service_ID);
      const to = body.serviceStatus;
      const moving = to !== undefined && to !== row.status;
      if (moving && !canTransitionService(row.status, to)) throw invalidTransition(row.status, to);
      let operator: { id: string; name: string } | undefined;
      if (body.Operator_ID !== undefined && body.Operator_ID !== row.operatorId) {
        if (isFinalServiceStatus(row.status)) {
          throw conflict(`A ${row.status} service cannot be changed.`, 'SERVICE_ENDED');
        }
        operator = await findOperator(db, actor.scope, body.Operator_ID);
        if (!operator) {
          throw fieldError(
            'body.Operator_ID',
            'The chosen operator is not a user of this customer.',
          );
        }
      }
      if (!moving && !operator) return reread(row.id);
      const updated = moving
        ? await transition(actor, row, to, operator)
        : await repo.update(actor.scope, row.id, row.status, {
            operatorId: operator!.id,
            operatorName: operator!.name,
          });
      if (!updated) {
        throw conflict('The service changed meanwhile; reload it and try again.', 'STALE');
      }
      await audited(actor, 'service.update', updated, {
        ...(moving ? { from: row.status, to } : {}),
        ...(operator ? { Operator_ID: operator.id } : {}),
      });
      const wire = await reread(updated.id);
      publishService(bus, 'service.update', wire);
      return wire;
    },

    /** Deletes one service that is not active (an active one is ended first: 409). */
    async remove(actor: Actor, id: string): Promise<string[]> {
      const { row } = await find(actor.scope, id);
      if (row.status === 'active') {
        throw conflict('An active service cannot be deleted; end it first.', 'SERVICE_ACTIVE');
      }
      const removed = await repo.deleteInactive(actor.scope, [id]);
      await audited(actor, 'service.delete', row);
      return removed;
    },

    /**
     * Deletes the services a search finds, except active ones (which are left alone), at most
     * DELETE_BATCH_LIMIT per call.
     */
    async removeMatching(actor: Actor, filter: ServiceFilter): Promise<string[]> {
      const found = await repo.matching(actor.scope, filter, DELETE_BATCH_LIMIT);
      const ids = found.filter((s) => s.status !== 'active').map((s) => s.id);
      const removed = await repo.deleteInactive(actor.scope, ids);
      if (removed.length > 0) {
        await recordChange(audit, actor, 'service.delete', actor.scope.customerId, {
          Service_IDs: removed,
          query: filter.query,
        });
      }
      return removed;
    },

    async occupancies(actor: Actor, id: string, page: PageQuery) {
      const { row } = await find(actor.scope, id);
      const { limit, offset } = pageWindow(page);
      const { rows, total } = await repo.occupancies(row.id, limit, offset);
      return listResult(rows.map(toOccupancyWire), total);
    },

    async recordOccupancy(actor: Actor, id: string, body: OccupancyBody) {
      for (let attempt = 0; ; attempt++) {
        const { row, stops } = await find(actor.scope, id);
        if (row.status !== 'active') {
          throw conflict(
            `Occupancy is counted only while a service is active; this one is ${row.status}.`,
            'SERVICE_NOT_ACTIVE',
          );
        }
        if (body.No !== undefined && !stops.some((s) => s.no === body.No)) {
          throw fieldError('body.No', 'The stop given is not a stop of this service.');
        }
        const counts = applyOccupancy(row, body);
        const saved = await repo.recordOccupancy(
          row.id,
          counts,
          {
            customerId: row.customerId,
            by: actor.session.sub,
            source: 'operator',
            stopNo: body.No ?? null,
            boardings: body.boardings,
            alightings: body.alightings,
            wheelchairBoardings: body.wheelchair_boardings,
            wheelchairAlightings: body.wheelchair_alightings,
          },
          row,
        );
        if (!saved) {
          if (attempt < 3) continue;
          throw conflict('The service changed meanwhile; try again.', 'STALE');
        }
        const wire = toServiceWire(saved.row, stops);
        publishService(bus, 'service.update', wire);
        return { record: toOccupancyWire(saved.record), service: wire };
      }
    },

    /**
     * The vehicle's own passenger counter (PASSENGERS_COUNT): the active service's occupancy
     * follows it, kept within the vehicle's limits.
     */
    async applyPassengerCount(vehicleId: string, passengers: number, at: Date) {
      const found = await repo.findActiveByVehicle(vehicleId);
      if (!found) return;
      const { row, stops } = found;
      const occupancy = Math.max(0, Math.min(row.maxOccupancy, Math.round(passengers)));
      if (occupancy === row.occupancy) return;
      const wheelchairOccupancy = Math.min(row.wheelchairOccupancy, occupancy);
      const delta = occupancy - row.occupancy;
      const saved = await repo.recordOccupancy(
        row.id,
        { occupancy, wheelchairOccupancy },
        {
          customerId: row.customerId,
          at,
          by: null,
          source: 'telemetry',
          stopNo: null,
          boardings: Math.max(0, delta),
          alightings: Math.max(0, -delta),
          wheelchairBoardings: 0,
          wheelchairAlightings: row.wheelchairOccupancy - wheelchairOccupancy,
        },
        row,
      );
      if (saved) publishService(bus, 'service.update', toServiceWire(saved.row, stops));
    },

    /** The active services with their next stop, delay and headway (the service dashboard). */
    contexts: (actor: Actor) => readServiceContexts(db, routes, actor.scope),

    /** The vehicle's position becomes its active service's LastPoint. */
    async applyLocation(vehicleId: string, lat: number, lon: number, at: Date) {
      const found = await repo.findActiveByVehicle(vehicleId);
      if (found) await repo.setLastPoint(found.row.id, lat, lon, at);
    },
  };
}

export type ServicesService = ReturnType<typeof servicesService>;
