import { z } from 'zod';
import { imageLink } from './image.ts';
import {
  customerIdParam,
  listQuery,
  listResponse,
  optionalText,
  requiredText,
  timestamp,
} from './list.ts';

export const VEHICLE_STATUS_FLAGS = ['active', 'inactive', 'maintenance', 'retired'] as const;
export type VehicleStatusFlag = (typeof VEHICLE_STATUS_FLAGS)[number];

export const vehicle = z.object({
  Vehicle_ID: z.uuid(),
  Customer_ID: z.uuid(),
  name: z.string(),
  registration: z.string().nullable(),
  status_flag: z.enum(VEHICLE_STATUS_FLAGS),
  maxOccupancy: z.number().int(),
  /** Wheelchair spaces. */
  max_wheelchair_occupancy: z.number().int(),
  vehicle_icon: imageLink.nullable(),
  /** The vehicle's MQTT username; null once anonymized (its credentials are revoked). */
  mqtt_username: z.string().nullable(),
  anonymized: z.boolean(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type Vehicle = z.infer<typeof vehicle>;

export const mqttCredentials = z.object({ username: z.string(), password: z.string() });
export type MqttCredentials = z.infer<typeof mqttCredentials>;

/** Answered once, at creation: the password is never shown again. */
export const vehicleCreated = vehicle.extend({ mqtt: mqttCredentials });
export const mqttCredentialsRotated = z.object({ Vehicle_ID: z.uuid(), mqtt: mqttCredentials });

const vehicleFields = {
  name: requiredText(100),
  registration: optionalText(20),
  status_flag: z.enum(VEHICLE_STATUS_FLAGS),
  maxOccupancy: z.number().int().min(0).max(500),
  max_wheelchair_occupancy: z.number().int().min(0).max(50),
};

export const VEHICLE_SORT = ['name', 'status_flag', 'maxOccupancy', 'create_dt'] as const;
export const vehicleListQuery = listQuery(VEHICLE_SORT, 'name').extend({
  status_flag: z.enum(VEHICLE_STATUS_FLAGS).optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

export const vehicleSearchOperation = vehicleListQuery.extend({ operation: z.literal('SEARCH') });
export const vehicleRetrieveOperation = z.object({
  operation: z.literal('RETRIEVE'),
  Vehicle_ID: z.uuid(),
  Customer_ID: customerIdParam,
});
export const vehicleCreateOperation = z.object({
  operation: z.literal('CREATE'),
  Customer_ID: customerIdParam,
  ...vehicleFields,
  max_wheelchair_occupancy: vehicleFields.max_wheelchair_occupancy.default(0),
});
export type VehicleCreate = z.infer<typeof vehicleCreateOperation>;

/** Spec §7: one POST carries the operation SEARCH, RETRIEVE or CREATE. */
export const vehiclePostBody = z.discriminatedUnion('operation', [
  vehicleSearchOperation,
  vehicleRetrieveOperation,
  vehicleCreateOperation,
]);
export type VehiclePostBody = z.infer<typeof vehiclePostBody>;

export const vehicleUpdateBody = z.object({
  operation: z.literal('UPDATE'),
  Vehicle_ID: z.uuid(),
  Customer_ID: customerIdParam,
  ...z.object(vehicleFields).partial().shape,
});
export type VehicleUpdate = z.infer<typeof vehicleUpdateBody>;

export const vehicleIdBody = z.object({ Vehicle_ID: z.uuid(), Customer_ID: customerIdParam });

export const vehicleList = listResponse(vehicle);

/** Why the server refused a vehicle message (the `reason` label of fleet_messages_rejected_total). */
export const VEHICLE_REFUSAL_REASONS = [
  'TOPIC',
  'TOO_LARGE',
  'JSON',
  'SCHEMA',
  'OWNER',
  'FORBIDDEN_TOPIC',
  'UNKNOWN_VEHICLE',
  'DATABASE',
  'NONCE',
] as const;
export type VehicleRefusalReason = (typeof VEHICLE_REFUSAL_REASONS)[number];

/** The newest refusals kept per vehicle. */
export const VEHICLE_REFUSALS_KEPT = 20;

/** One refused message of a vehicle: when, why, on which topic, and what was wrong with it. */
export const vehicleRefusal = z.object({
  received_at: timestamp,
  reason: z.enum(VEHICLE_REFUSAL_REASONS),
  topic: z.string(),
  message: z.string().describe('What was wrong, e.g. `alerts.0.Code: …`'),
});
export type VehicleRefusal = z.infer<typeof vehicleRefusal>;

/** The last refusals of one vehicle, newest first. */
export const vehicleRefusalList = listResponse(vehicleRefusal);
