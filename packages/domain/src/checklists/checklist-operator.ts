import { z } from 'zod';
import { customerIdParam, listResponse, MAX_PAGE_SIZE } from '../admin/list.ts';
import { service } from '../services/service.ts';
import { departureGateStatus } from './departure-gate.ts';

/** `GET checklist/operator`: the masters that apply to a vehicle (and the route it will run). */
export const checklistOperatorQuery = z.object({
  Customer_ID: customerIdParam,
  Vehicle_ID: z.uuid().optional(),
  Route_ID: z.uuid().optional(),
  /** The service to check: its vehicle and route. */
  Service_ID: z.uuid().optional(),
});
export type ChecklistOperatorQuery = z.infer<typeof checklistOperatorQuery>;

/** `GET checklist/operator/services`: scheduled and active services with their departure gate. */
export const checklistOperatorServicesQuery = z.object({
  Customer_ID: customerIdParam,
  Vehicle_ID: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
});
export type ChecklistOperatorServicesQuery = z.infer<typeof checklistOperatorServicesQuery>;

export const checklistServiceToCheck = service
  .pick({
    Service_ID: true,
    Customer_ID: true,
    Vehicle_ID: true,
    vehicleName: true,
    Route_ID: true,
    routeName: true,
    serviceStatus: true,
    Operator_ID: true,
    operatorName: true,
    create_dt: true,
  })
  .extend({ departure_gate: departureGateStatus });
export type ChecklistServiceToCheck = z.infer<typeof checklistServiceToCheck>;

export const checklistServicesToCheck = listResponse(checklistServiceToCheck);
