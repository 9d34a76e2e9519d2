import { DEFAULT_TIMING, runSamples, type Timing } from './run-samples.ts';
import type { Sample } from './sample.ts';
import { standardSamples } from './samples.ts';
import { openVehicleView } from './server-api.ts';
import type { SampleResult } from './verdict.ts';
import { connectAsVehicle } from './vehicle-connection.ts';

export interface VehicleCheckOptions {
  mqttUrl: string;
  vehicleId: string;
  customerId: string;
  /** The vehicle's MQTT password. */
  password: string;
  apiUrl: string;
  /** An admin or customer admin who may read the vehicle's refusals and live state. */
  user: string;
  userPassword: string;
  /** The messages to send; the standard set when absent. */
  samples?: readonly Sample[];
  /** CONNACK and PUBACK timeout. */
  timeoutMs?: number;
  timing?: Partial<Timing>;
}

export interface VehicleCheckReport {
  mqttUrl: string;
  vehicleId: string;
  customerId: string;
  results: SampleResult[];
  /** Every sample came to what it expected. */
  ok: boolean;
}

/** Connects as the vehicle, sends the samples and reports the server's verdict on each. */
export async function runVehicleCheck(options: VehicleCheckOptions): Promise<VehicleCheckReport> {
  const { vehicleId, customerId } = options;
  const view = await openVehicleView({
    apiUrl: options.apiUrl,
    username: options.user,
    password: options.userPassword,
    vehicleId,
    customerId,
  });
  // Fails here, before anything is sent, when the user may not read this vehicle.
  await view.refusals();
  const connection = await connectAsVehicle({
    mqttUrl: options.mqttUrl,
    vehicleId,
    customerId,
    password: options.password,
    timeoutMs: options.timeoutMs ?? 5000,
  });
  try {
    const samples = options.samples ?? standardSamples({ vehicleId, customerId });
    const results = await runSamples(samples, connection, view, {
      ...DEFAULT_TIMING,
      ...options.timing,
    });
    return {
      mqttUrl: options.mqttUrl,
      vehicleId,
      customerId,
      results,
      ok: results.every((result) => result.pass),
    };
  } finally {
    await connection.close();
  }
}
