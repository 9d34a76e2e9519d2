import {
  listResult,
  toPublicService,
  type PublicRoute,
  type PublicSite,
  type Service,
} from '@shuttle-ops/domain';
import { notFound } from '../../lib/http-error.ts';
import { presentPublicAnnouncement } from '../announcements/index.ts';
import type { ReferenceService } from '../reference/index.ts';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import type { PublicApiRepository } from './public-api.repository.ts';
import { presentPublicVehicle } from './public-vehicle.presenter.ts';

/** Where the public API reads a customer's active services (with their stops and ETAs). */
export interface ActiveServices {
  activeServices(customerId: string): Promise<Service[]>;
}

export interface PublicApiDeps {
  repo: PublicApiRepository;
  reference: ReferenceService;
  state: VehicleStateStore;
  services: ActiveServices;
  platformOwner: string;
  now?: () => Date;
}

interface PublicCustomer {
  id: string;
  name: string;
}

/** The read-only API of the public tracking page: one customer's public data, nothing more. */
export function publicApiService(deps: PublicApiDeps) {
  const { repo, reference, state, services, platformOwner, now = () => new Date() } = deps;

  /** The platform owner's customer, or the one named by `?customer=` (404 if there is none). */
  async function customerOf(named: string | undefined): Promise<PublicCustomer> {
    const found = named ? await repo.customerById(named) : await repo.customerByName(platformOwner);
    if (!found)
      throw notFound(named ? 'Customer not found' : 'The site has no public customer yet');
    return found;
  }

  return {
    customerOf,

    async site(named: string | undefined): Promise<PublicSite> {
      const customer = await customerOf(named);
      return { ...reference.site(), Customer_ID: customer.id, customerName: customer.name };
    },

    async busStops(named: string | undefined) {
      const rows = await repo.busStops((await customerOf(named)).id);
      return listResult(rows, rows.length);
    },

    async routes(named: string | undefined) {
      const customer = await customerOf(named);
      const rows = await repo.routes(customer.id);
      const stops = await repo.routeStops(
        customer.id,
        rows.map((r) => r.id),
      );
      const items: PublicRoute[] = rows.map((row) => ({
        Route_ID: row.id,
        name: row.name,
        routeType: row.routeType,
        color: row.color,
        path: row.path,
        stops: stops.filter((s) => s.routeId === row.id).map(({ routeId: _, ...stop }) => stop),
      }));
      return listResult(items, items.length);
    },

    async services(named: string | undefined) {
      const active = await services.activeServices((await customerOf(named)).id);
      const items = active.map(toPublicService);
      return listResult(items, items.length);
    },

    async vehicles(named: string | undefined) {
      const customer = await customerOf(named);
      const [rows, active] = await Promise.all([
        repo.vehicles(customer.id),
        services.activeServices(customer.id),
      ]);
      const at = now();
      const items = rows.map((vehicle) =>
        presentPublicVehicle(
          vehicle,
          state.get(customer.id, vehicle.id),
          active.find((s) => s.Vehicle_ID === vehicle.id),
          at,
        ),
      );
      return listResult(items, items.length);
    },

    async announcements(named: string | undefined) {
      const rows = await repo.currentPublicAnnouncements((await customerOf(named)).id, now());
      const items = rows.map(presentPublicAnnouncement);
      return listResult(items, items.length);
    },
  };
}

export type PublicApiService = ReturnType<typeof publicApiService>;
