import type { Vehicle } from '@shuttle-ops/domain';
import type { ImageLinks } from '../files/index.ts';
import type { VehicleRow } from './vehicles.repository.ts';

/** The one place a vehicle row becomes its wire shape; the MQTT hash never leaves. */
export function presentVehicle(row: VehicleRow, images: ImageLinks): Vehicle {
  return {
    Vehicle_ID: row.id,
    Customer_ID: row.customerId,
    name: row.name,
    registration: row.registration,
    status_flag: row.statusFlag,
    maxOccupancy: row.maxOccupancy,
    max_wheelchair_occupancy: row.maxWheelchairOccupancy,
    vehicle_icon: images(row.iconFileId),
    mqtt_username: row.mqttUsername,
    anonymized: row.anonymizedAt !== null,
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
}
