import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import type { VehicleScenario } from './scenario.ts';

const byName = (name: string) => {
  const vehicle = DEMO_VEHICLES.find((v) => v.name === name);
  if (!vehicle) throw new Error(`no demo vehicle ${name}`);
  return vehicle.Vehicle_ID;
};

const MINUTE = 60;

/**
 * What the demo's shuttles do on cue, so the control room has work in its first minute and
 * now and then after (simulated seconds): the first Harwell shuttle's rear door sensor fails
 * after 30 s for 20 minutes, every hour; the second goes silent (no telemetry) for 2½ minutes
 * after 90 s, every 20 minutes; the Campus shuttle starts with a low battery and goes to charge.
 */
export const DEMO_SCENARIOS: Readonly<Record<string, VehicleScenario>> = {
  [byName('Harwell Shuttle 1')]: {
    conditions: [{ kind: 'DOOR_FAULT', at: 30, lasts: 20 * MINUTE, every: 60 * MINUTE }],
  },
  [byName('Harwell Shuttle 2')]: {
    silences: [{ at: 90, lasts: 150, every: 20 * MINUTE }],
  },
  [byName('Campus Shuttle 1')]: { battery: 18 },
};
