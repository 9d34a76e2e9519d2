import { parseArgs } from 'node:util';
import type { VehiclePublishKind } from '../mqtt-link.ts';
import { FILE_KINDS, isFileKind } from './file-sample.ts';
import type { VehicleCheckOptions } from './run-check.ts';

export const USAGE = `Usage: npm run vehicle:check -- [options]

Connects as a vehicle, sends sample messages (or your own with --file) and reports what the
server made of each.

  --mqtt <url>            broker: mqtt://host:1883 or ws://host:8080/mqtt   [VEHICLE_CHECK_MQTT_URL]
  --vehicle <id>          the vehicle's Vehicle_ID                          [VEHICLE_CHECK_VEHICLE_ID]
  --customer <id>         its Customer_ID                                   [VEHICLE_CHECK_CUSTOMER_ID]
  --password <secret>     the vehicle's MQTT password (user veh-<id>)       [VEHICLE_CHECK_PASSWORD]
  --api <url>             the server, e.g. http://host:8080                 [VEHICLE_CHECK_API_URL]
  --user <name>           an admin or customer admin                        [VEHICLE_CHECK_USER]
  --user-password <pw>    that user's password                              [VEHICLE_CHECK_USER_PASSWORD]
  --file <payload.json>   send this payload instead of the samples
  --kind <kind>           its topic: ${FILE_KINDS.join(', ')}
  --settle-ms <ms>        how long to wait for a refusal after each PUBACK (2000)
  --timeout-ms <ms>       CONNACK and PUBACK timeout (5000)
  --json                  print the report as JSON
  --help                  print this text

Exit code: 0 when every message came out as expected, 1 when one did not, 2 when the check
could not run (bad options, no connection, sign-in refused).`;

/** Where and as whom to connect (as `runVehicleCheck` takes it), plus what the command adds. */
export interface CheckArgs extends Omit<VehicleCheckOptions, 'samples' | 'timeoutMs' | 'timing'> {
  file: { path: string; kind: VehiclePublishKind } | null;
  settleMs: number;
  timeoutMs: number;
  json: boolean;
}

export type ParsedArgs =
  { kind: 'help' } | { kind: 'error'; error: string } | { kind: 'run'; args: CheckArgs };

type Env = Record<string, string | undefined>;

const REQUIRED = [
  ['vehicle', 'VEHICLE_CHECK_VEHICLE_ID'],
  ['customer', 'VEHICLE_CHECK_CUSTOMER_ID'],
  ['password', 'VEHICLE_CHECK_PASSWORD'],
  ['user', 'VEHICLE_CHECK_USER'],
  ['user-password', 'VEHICLE_CHECK_USER_PASSWORD'],
] as const;

function milliseconds(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The command line, with the environment for what it leaves out. */
export function parseCheckArgs(argv: string[], env: Env): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        mqtt: { type: 'string' },
        vehicle: { type: 'string' },
        customer: { type: 'string' },
        password: { type: 'string' },
        api: { type: 'string' },
        user: { type: 'string' },
        'user-password': { type: 'string' },
        file: { type: 'string' },
        kind: { type: 'string' },
        'settle-ms': { type: 'string' },
        'timeout-ms': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { kind: 'error', error: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  const given: Record<string, string | undefined> = {};
  for (const [option, variable] of REQUIRED) {
    const value = values[option] ?? env[variable];
    if (value === undefined || value === '') {
      return { kind: 'error', error: `--${option} (or ${variable}) is required` };
    }
    given[option] = value;
  }
  let file: CheckArgs['file'] = null;
  if (values.file !== undefined) {
    if (values.kind === undefined || !isFileKind(values.kind)) {
      return { kind: 'error', error: `--file needs --kind, one of ${FILE_KINDS.join(', ')}` };
    }
    file = { path: values.file, kind: values.kind };
  } else if (values.kind !== undefined) {
    return { kind: 'error', error: '--kind goes with --file' };
  }
  const settleMs = milliseconds(values['settle-ms'], 2000);
  const timeoutMs = milliseconds(values['timeout-ms'], 5000);
  if (settleMs === null || timeoutMs === null) {
    return { kind: 'error', error: '--settle-ms and --timeout-ms are whole milliseconds' };
  }
  const args: CheckArgs = {
    mqttUrl: values.mqtt ?? env.VEHICLE_CHECK_MQTT_URL ?? 'mqtt://localhost:1883',
    apiUrl: values.api ?? env.VEHICLE_CHECK_API_URL ?? 'http://localhost:8080',
    vehicleId: given.vehicle!,
    customerId: given.customer!,
    password: given.password!,
    user: given.user!,
    userPassword: given['user-password']!,
    file,
    settleMs,
    timeoutMs,
    json: values.json,
  };
  return { kind: 'run', args };
}
