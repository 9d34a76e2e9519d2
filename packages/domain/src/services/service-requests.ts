import { z } from 'zod';
import { ROUTE_CRITERIA } from '../admin/route.ts';
import { customerIdParam, listQuery, listResponse } from '../admin/list.ts';
import { instant } from '../validation/instant.ts';
import { service } from './service.ts';
import { serviceStatus, serviceStatusFilter } from './service-status.ts';

export const SERVICE_SORT = ['create_dt', 'start_dt', 'end_dt', 'serviceStatus'] as const;
export type ServiceSort = (typeof SERVICE_SORT)[number];

// Years 0001–9999 only: year 0000 passes the ISO format but no database stores it.
const isoDate = instant;

/** The filters every services list and search takes besides paging (all optional). */
const filterFields = {
  serviceStatus: serviceStatusFilter.default('all'),
  Service_ID: z.uuid().optional(),
  Vehicle_ID: z.uuid().optional(),
  Route_ID: z.uuid().optional(),
  Operator_ID: z.uuid().optional(),
  /** Services created at or after this time. */
  from: isoDate.optional(),
  /** Services created before this time. */
  to: isoDate.optional(),
};

/**
 * `GET services`, `GET services/search?query=`: the list contract of docs/decisions/0004 with the
 * filters above; `query` searches the vehicle, route and operator names; `route_criteria=lite`
 * leaves out the stops.
 */
export const serviceListQuery = listQuery(SERVICE_SORT, 'create_dt').extend({
  ...filterFields,
  route_criteria: z.enum(ROUTE_CRITERIA).default('full'),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

/** `POST services/search`: the filters in the body; paging and sorting in the query string. */
export const serviceSearchBody = z.object({
  Customer_ID: customerIdParam,
  ...filterFields,
  serviceStatus: serviceStatusFilter,
  query: z.string().trim().max(200).optional(),
});
export type ServiceSearchBody = z.infer<typeof serviceSearchBody>;

export const serviceSearchQuery = serviceListQuery.omit({
  serviceStatus: true,
  Service_ID: true,
  Vehicle_ID: true,
  Route_ID: true,
  Operator_ID: true,
  from: true,
  to: true,
  query: true,
});

/** The filter of a services list, whichever call carried it. */
export type ServiceFilter = Pick<
  ServiceListQuery,
  | 'serviceStatus'
  | 'Service_ID'
  | 'Vehicle_ID'
  | 'Route_ID'
  | 'Operator_ID'
  | 'from'
  | 'to'
  | 'query'
>;

/**
 * Creating a service (GraphQL `createService`): the vehicle runs the route, operated by the
 * caller. `active` (the default) starts it now; `scheduled` plans it for `start_dt`.
 */
export const serviceCreateBody = z.object({
  Customer_ID: customerIdParam,
  Vehicle_ID: z.uuid(),
  Route_ID: z.uuid(),
  serviceStatus: z.enum(['scheduled', 'active']).default('active'),
  start_dt: isoDate.optional(),
});
export type ServiceCreateBody = z.infer<typeof serviceCreateBody>;

/**
 * `PUT service` and GraphQL `updateService`: a status transition (SERVICE_TRANSITIONS) and/or
 * another operator (a user of the same customer).
 */
export const serviceUpdateBody = z.object({
  Customer_ID: customerIdParam,
  Service_ID: z.uuid(),
  serviceStatus: serviceStatus.optional(),
  Operator_ID: z.uuid().optional(),
});
export type ServiceUpdateBody = z.infer<typeof serviceUpdateBody>;

export const serviceDeleteQuery = z.object({ Customer_ID: customerIdParam, id: z.uuid() });

export const serviceList = listResponse(service);

/** What a delete answers: the ids of the services removed. */
export const servicesDeleted = z.object({
  Service_IDs: z.array(z.uuid()),
  Count: z.number().int(),
});
