import {
  dataFreshness,
  type PublicVehicle,
  type Service,
  type VehicleLiveState,
} from '@shuttle-ops/domain';

export interface PublicVehicleSource {
  id: string;
  name: string;
  maxOccupancy: number;
  maxWheelchairOccupancy: number;
}

/**
 * A vehicle as passengers see it: position from the latest state in memory, occupancy from its
 * active service (or the vehicle's PASSENGERS_COUNT), and how old that report is. The age runs
 * on the server's clock (`received_at`), so a vehicle's wrong clock cannot make it look fresh.
 */
export function presentPublicVehicle(
  vehicle: PublicVehicleSource,
  state: VehicleLiveState | undefined,
  service: Service | undefined,
  now: Date,
): PublicVehicle {
  const { ageMs, stale } = dataFreshness(state?.received_at ?? null, now);
  return {
    Vehicle_ID: vehicle.id,
    name: vehicle.name,
    lat: state?.lat ?? null,
    lon: state?.lon ?? null,
    heading: state?.heading ?? null,
    speed: state?.speed ?? null,
    occupancy: service?.occupancy ?? state?.passengers ?? null,
    maxOccupancy: service?.maxOccupancy ?? vehicle.maxOccupancy,
    wheelchair_occupancy: service?.wheelchair_occupancy ?? null,
    max_wheelchair_occupancy: service?.max_wheelchair_occupancy ?? vehicle.maxWheelchairOccupancy,
    wheelchairSpace:
      service?.wheelchairSpace ?? (vehicle.maxWheelchairOccupancy === 0 ? false : null),
    Service_ID: service?.Service_ID ?? null,
    Route_ID: service?.Route_ID ?? null,
    dt_iot: state?.dt_canbus ?? null,
    data_age_s: ageMs === null ? null : Math.round(ageMs / 100) / 10,
    stale,
  };
}
