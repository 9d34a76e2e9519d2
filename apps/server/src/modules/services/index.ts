/**
 * Services: what other modules use (the ETA engine, the public API, announcements).
 *
 * Reads (scope = a TenantScope, or null for every customer — server-side public readers only):
 *   findActiveServices(db: Db, scope: TenantScope | null): Promise<ServiceRecord[]>
 *   findServiceById(db: Db, scope: TenantScope | null, id: string): Promise<ServiceRecord | undefined>
 *   findActiveServiceByVehicle(db: Db, vehicleId: string): Promise<ServiceRecord | undefined>
 *   stopsOfServices(db: Db, serviceIds: string[]): Promise<Map<string, ServiceStopRow[]>>
 *   ServiceRecord = { row: ServiceRow; stops: ServiceStopRow[] }  (stops in `No` order;
 *   ServiceStopRow.distanceM = metres along the route path)
 *
 * Writes of the ETA engine (only while the service is active; an ended service is frozen):
 *   updateServiceStopEtas(db: Db, serviceId: string, updates: StopEtaUpdate[], at?: Date)
 *     : Promise<ServiceRecord | undefined>
 *   StopEtaUpdate = { No; etaExpected: Date; etaSeconds: number | null; arrivedAt?: Date | null }
 *
 * Wire (packages/domain `Service`, `ServiceStop`, `toPublicService`):
 *   toServiceWire(row: ServiceRow, stops?: ServiceStopRow[]): Service   (no stops = lite form)
 *
 * Realtime (event bus, payload = the full Service wire object):
 *   publishService(bus: EventBus, type: 'service.create' | 'service.update' | 'service.eta',
 *     service: Service): void   — `service.eta` feeds onETAUpdateService.
 */
export {
  findActiveServiceByVehicle,
  findActiveServices,
  findServiceById,
  stopsOfServices,
  updateServiceStopEtas,
  type ServiceRecord,
  type ServiceRow,
  type ServiceStopRow,
  type StopEtaUpdate,
} from './services.repository.ts';
export { toServiceStopWire, toServiceWire } from './services.presenter.ts';
export { publishService } from './service-events.ts';
