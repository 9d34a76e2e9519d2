import { HARWELL_CAMPUS_LOOP, type SiteRoute } from '@shuttle-ops/domain';
import { prepareRoute } from './prepared-route.ts';
import { createRng, type Rng } from './rng.ts';
import { step, type VehicleEvent } from './vehicle-model.ts';
import { createVehicleState, type VehicleStart, type VehicleState } from './vehicle-state.ts';

export const TEST_CUSTOMER = '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b';
export const TEST_VEHICLE = '375f8a16-6310-4766-99ac-176a750494e6';

export interface TestVehicle {
  state: VehicleState;
  rng: Rng;
}

export function testVehicle(
  options: {
    route?: SiteRoute;
    seed?: number;
    alertRate?: number;
    maxOccupancy?: number;
    maxWheelchairOccupancy?: number;
  } & VehicleStart = {},
): TestVehicle {
  const rng = createRng(options.seed ?? 42);
  const state = createVehicleState(
    {
      vehicleId: TEST_VEHICLE,
      customerId: TEST_CUSTOMER,
      route: prepareRoute(options.route ?? HARWELL_CAMPUS_LOOP),
      maxOccupancy: options.maxOccupancy ?? 15,
      maxWheelchairOccupancy: options.maxWheelchairOccupancy ?? 1,
      chargeStopIndex: 0,
      alertRate: options.alertRate ?? 1,
    },
    rng,
    options,
  );
  return { state, rng };
}

/** Steps a vehicle for `seconds`, calling back after every step with its state and events. */
export function drive(
  vehicle: TestVehicle,
  seconds: number,
  dt: number,
  onStep?: (state: VehicleState, events: VehicleEvent[], previous: VehicleState) => void,
): VehicleState {
  let state = vehicle.state;
  for (let t = 0; t < seconds; t += dt) {
    const result = step(state, dt, vehicle.rng);
    onStep?.(result.state, result.events, state);
    state = result.state;
  }
  vehicle.state = state;
  return state;
}
