import { z } from 'zod';

/**
 * A service's life: scheduled → active → completed, and scheduled or active → cancelled.
 * Only one service of a vehicle may be active at a time; completed and cancelled are final.
 */
export const SERVICE_STATUSES = ['scheduled', 'active', 'completed', 'cancelled'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_TRANSITIONS: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  scheduled: ['active', 'cancelled'],
  active: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const isFinalServiceStatus = (status: ServiceStatus): boolean =>
  SERVICE_TRANSITIONS[status].length === 0;

export const canTransitionService = (from: ServiceStatus, to: ServiceStatus): boolean =>
  SERVICE_TRANSITIONS[from].includes(to);

/** A search filter: one status, or `all` for any (spec §4). */
export const SERVICE_STATUS_FILTERS = [...SERVICE_STATUSES, 'all'] as const;
export type ServiceStatusFilter = (typeof SERVICE_STATUS_FILTERS)[number];

export const serviceStatus = z.enum(SERVICE_STATUSES);
export const serviceStatusFilter = z.enum(SERVICE_STATUS_FILTERS);
