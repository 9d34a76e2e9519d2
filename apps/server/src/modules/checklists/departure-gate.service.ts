import {
  DEPARTURE_REFUSALS,
  decideDeparture,
  londonDay,
  startOfLondonDay,
  type ChecklistClearanceBody,
  type ChecklistOverride,
  type ChecklistOverrideBody,
  type DepartureGateStatus,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { type AuditRepository, recordChange } from '../audit/index.ts';
import type { ServiceStart } from '../services/index.ts';
import type { MastersRepository } from './masters.repository.ts';
import type { TransactionsRepository } from './transactions.repository.ts';

/** Finds a vehicle of the caller's customer by id. */
export interface VehicleFinder {
  findById(scope: TenantScope, id: string): Promise<{ id: string; name: string } | undefined>;
}

export interface DepartureGateDeps {
  masters: MastersRepository;
  transactions: TransactionsRepository;
  vehicles: VehicleFinder;
  audit: AuditRepository;
  now?: () => Date;
}

const DAY_MS = 24 * 3_600_000;

/** The end of today in Europe/London: when an override given today lapses. */
function endOfLondonDay(now: Date): Date {
  const tomorrow = londonDay(
    new Date(startOfLondonDay(londonDay(now)).getTime() + DAY_MS + 3_600_000),
  );
  return startOfLondonDay(tomorrow);
}

/**
 * The departure gate: whether a vehicle may start a service (a passed checklist of today, no
 * hold after a failed safety-critical item, or an administrator's override), the start guard the
 * services module runs, clearances and overrides.
 */
export function departureGateService(deps: DepartureGateDeps) {
  const { masters, transactions, vehicles, audit, now = () => new Date() } = deps;

  async function evaluate(
    scope: TenantScope,
    vehicle: { id: string; name: string },
    routeId?: string | null,
  ) {
    const at = now();
    const [applying, hold, latest, override] = await Promise.all([
      masters.applying(scope, vehicle.id, routeId),
      transactions.openHold(scope, vehicle.id),
      transactions.latestForVehicle(scope, vehicle.id),
      transactions.usableOverride(scope, vehicle.id, at),
    ]);
    const decision = decideDeparture({
      vehicleName: vehicle.name,
      masters: applying.map((m) => ({ id: m.id, name: m.name })),
      hold: hold
        ? { transactionId: hold.transactionId, completedAt: hold.createdAt, items: hold.items }
        : null,
      latest: latest
        ? {
            id: latest.id,
            masterName: latest.masterName,
            completedAt: latest.completedAt,
            result: latest.result,
          }
        : null,
      override: override ? { id: override.id, reason: override.reason } : null,
      now: at,
    });
    const status: DepartureGateStatus = {
      Vehicle_ID: vehicle.id,
      vehicle_name: vehicle.name,
      allowed: decision.allowed,
      state: decision.state,
      message: decision.message,
      CL_Master_IDs: applying.map((m) => m.id),
      last_checklist: latest
        ? {
            CL_Transaction_ID: latest.id,
            completed_date: latest.completedAt.toISOString(),
            result: latest.result,
          }
        : null,
      hold: hold
        ? { hold_id: hold.id, CL_Transaction_ID: hold.transactionId, items: hold.items }
        : null,
    };
    return { status, override };
  }

  async function findVehicle(actor: Actor, vehicleId: string) {
    const vehicle = await vehicles.findById(actor.scope, vehicleId);
    if (!vehicle) throw notFound('Vehicle not found');
    return vehicle;
  }

  return {
    async status(actor: Actor, vehicleId: string, routeId?: string | null) {
      return (await evaluate(actor.scope, await findVehicle(actor, vehicleId), routeId)).status;
    },

    /** For the services module: refuses a start with a 409 that says why and which checklist. */
    async guardStart(actor: Actor, start: ServiceStart): Promise<void> {
      const { status, override } = await evaluate(
        actor.scope,
        { id: start.vehicleId, name: start.vehicleName },
        start.routeId,
      );
      if (!status.allowed) {
        const code = DEPARTURE_REFUSALS[status.state as keyof typeof DEPARTURE_REFUSALS];
        await audit.record({
          action: 'service.start.refused',
          outcome: 'denied',
          customerId: actor.scope.customerId,
          userId: actor.session.sub,
          username: actor.session.username,
          requestId: actor.requestId,
          ip: actor.ip,
          details: { Vehicle_ID: start.vehicleId, Route_ID: start.routeId, code },
        });
        throw conflict(status.message, code, status);
      }
      if (
        status.state === 'override' &&
        override &&
        (await transactions.useOverride(override.id))
      ) {
        await recordChange(audit, actor, 'checklist.override.use', actor.scope.customerId, {
          override_id: override.id,
          Vehicle_ID: start.vehicleId,
          Route_ID: start.routeId,
        });
      }
    },

    /** An administrator puts a vehicle held by a failed safety-critical item back in service. */
    async clear(actor: Actor, body: ChecklistClearanceBody): Promise<DepartureGateStatus> {
      const vehicle = await findVehicle(actor, body.Vehicle_ID);
      const cleared = await transactions.clearHolds(
        actor.scope,
        vehicle.id,
        actor.session.username,
        body.note,
      );
      if (cleared.length === 0) {
        throw conflict(
          `${vehicle.name} is not out of service; there is nothing to clear.`,
          'NOT_OUT_OF_SERVICE',
        );
      }
      await recordChange(audit, actor, 'checklist.clearance', actor.scope.customerId, {
        Vehicle_ID: vehicle.id,
        hold_ids: cleared.map((h) => h.id),
        CL_Transaction_IDs: cleared.map((h) => h.transactionId),
        note: body.note,
      });
      return (await evaluate(actor.scope, vehicle)).status;
    },

    /** An administrator lets a vehicle start once today without a checklist (never past a hold). */
    async override(actor: Actor, body: ChecklistOverrideBody): Promise<ChecklistOverride> {
      const vehicle = await findVehicle(actor, body.Vehicle_ID);
      if (await transactions.openHold(actor.scope, vehicle.id)) {
        throw conflict(
          `${vehicle.name} is out of service after a failed safety-critical item; clear it with a note first.`,
          'VEHICLE_OUT_OF_SERVICE',
        );
      }
      const row = await transactions.insertOverride(actor.scope, {
        vehicleId: vehicle.id,
        reason: body.reason,
        createdBy: actor.session.username,
        validUntil: endOfLondonDay(now()),
      });
      await recordChange(audit, actor, 'checklist.override', actor.scope.customerId, {
        override_id: row.id,
        Vehicle_ID: vehicle.id,
        reason: body.reason,
      });
      return {
        override_id: row.id,
        Vehicle_ID: row.vehicleId,
        reason: row.reason,
        created_by: row.createdBy,
        create_dt: row.createdAt.toISOString(),
        valid_until: row.validUntil.toISOString(),
      };
    },
  };
}

export type DepartureGateService = ReturnType<typeof departureGateService>;
