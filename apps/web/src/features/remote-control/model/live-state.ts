import type { VehicleLiveState, VehicleTelemetry } from '@shuttle-ops/domain';

const num = (value: number | string | undefined, fallback: number | null) =>
  typeof value === 'number' ? value : value === undefined ? fallback : null;
const text = (value: number | string | undefined, fallback: string | null) =>
  typeof value === 'string' ? value : value === undefined ? fallback : null;

/** The vehicle's state after a stored snapshot (an older snapshot changes nothing). */
export function withTelemetry(
  state: VehicleLiveState,
  snapshot: VehicleTelemetry,
): VehicleLiveState {
  if (state.dt_canbus !== null && Date.parse(state.dt_canbus) > Date.parse(snapshot.dt_canbus)) {
    return state;
  }
  const measures: Record<string, number | string> = { ...state.measures };
  for (const { measure_name, measure_value } of snapshot.measure_values_list) {
    measures[measure_name] = measure_value;
  }
  return {
    ...state,
    dt_canbus: snapshot.dt_canbus,
    received_at: snapshot.dt_lambda,
    measures,
    speed: num(measures.SPEED, state.speed),
    battery: num(measures.BATTERY_STATUS_LEVEL, state.battery),
    doors: text(measures.DOOR_STATUS, state.doors),
    modes: {
      VEHICLE_MODE: text(measures.VEHICLE_MODE, state.modes.VEHICLE_MODE),
      ROBOT_MODE: text(measures.ROBOT_MODE, state.modes.ROBOT_MODE),
      SUPERVISION_MODE: text(measures.SUPERVISION_MODE, state.modes.SUPERVISION_MODE),
      service_mode: text(measures.service_mode, state.modes.service_mode),
    },
  };
}

/** "4 s ago", "3 min ago"; "no telemetry yet" without a time. */
export function ageLabel(receivedAt: string | null, now: number): string {
  if (receivedAt === null) return 'no telemetry yet';
  const seconds = Math.max(0, Math.round((now - Date.parse(receivedAt)) / 1000));
  if (seconds < 120) return `${seconds} s ago`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min ago` : `${Math.round(minutes / 60)} h ago`;
}
