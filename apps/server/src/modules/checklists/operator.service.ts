import {
  listResult,
  type ChecklistOperatorQuery,
  type ChecklistOperatorServicesQuery,
  type ChecklistServiceToCheck,
  type DepartureGateStatus,
  type Service,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import type { ServicesService } from '../services/index.ts';
import type { ChecklistImages } from './checklist-images.ts';
import { masterFileIds, presentMaster } from './checklists.presenter.ts';
import type { DepartureGateService } from './departure-gate.service.ts';
import type { MastersRepository } from './masters.repository.ts';

export interface OperatorDeps {
  masters: MastersRepository;
  services: ServicesService;
  gate: DepartureGateService;
  images: ChecklistImages;
}

/** What an operator checks: the masters that apply, and the services waiting for a check. */
export function operatorService({ masters, services, gate, images }: OperatorDeps) {
  return {
    async applying(actor: Actor, query: ChecklistOperatorQuery) {
      let vehicleId = query.Vehicle_ID;
      let routeId = query.Route_ID;
      if (query.Service_ID) {
        const service = await services.get(actor, query.Service_ID);
        vehicleId = service.Vehicle_ID;
        routeId = service.Route_ID;
      }
      const rows =
        vehicleId || routeId
          ? await masters.applying(actor.scope, vehicleId ?? '', routeId)
          : (
              await masters.list(actor.scope, {
                sort: 'name',
                order: 'asc',
                limit: 500,
                offset: 0,
              })
            ).rows;
      const link = await images.linker(rows.flatMap(masterFileIds));
      return listResult(
        rows.map((row) => presentMaster(row, link)),
        rows.length,
      );
    },

    /** Scheduled and active services (newest first), each with its vehicle's departure gate. */
    async servicesToCheck(actor: Actor, query: ChecklistOperatorServicesQuery) {
      const options = {
        limit: query.limit,
        sort_attributes: 'create_dt',
        sort_order: 'desc',
        route_criteria: 'lite',
      } as const;
      const found: Service[] = [];
      for (const serviceStatus of ['active', 'scheduled'] as const) {
        const page = await services.list(
          actor,
          { serviceStatus, Vehicle_ID: query.Vehicle_ID },
          options,
        );
        found.push(...page.Items);
      }
      const chosen = found.slice(0, query.limit);
      const gates = new Map<string, DepartureGateStatus>();
      const items: ChecklistServiceToCheck[] = [];
      for (const service of chosen) {
        const key = `${service.Vehicle_ID}/${service.Route_ID}`;
        if (!gates.has(key)) {
          gates.set(key, await gate.status(actor, service.Vehicle_ID, service.Route_ID));
        }
        items.push({
          Service_ID: service.Service_ID,
          Customer_ID: service.Customer_ID,
          Vehicle_ID: service.Vehicle_ID,
          vehicleName: service.vehicleName,
          Route_ID: service.Route_ID,
          routeName: service.routeName,
          serviceStatus: service.serviceStatus,
          Operator_ID: service.Operator_ID,
          operatorName: service.operatorName,
          create_dt: service.create_dt,
          departure_gate: gates.get(key)!,
        });
      }
      return listResult(items, items.length);
    },
  };
}

export type OperatorService = ReturnType<typeof operatorService>;
