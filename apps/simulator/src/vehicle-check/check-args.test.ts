import { describe, expect, it } from 'vitest';
import { parseCheckArgs } from './check-args.ts';

const required = [
  '--vehicle',
  'v-1',
  '--customer',
  'c-1',
  '--password',
  'secret',
  '--user',
  'admin',
  '--user-password',
  'pw',
];

describe('parseCheckArgs', () => {
  it('reads the options, with local defaults for the broker and the API', () => {
    expect(parseCheckArgs([...required, '--json'], {})).toEqual({
      kind: 'run',
      args: {
        mqttUrl: 'mqtt://localhost:1883',
        apiUrl: 'http://localhost:8080',
        vehicleId: 'v-1',
        customerId: 'c-1',
        password: 'secret',
        user: 'admin',
        userPassword: 'pw',
        file: null,
        settleMs: 2000,
        timeoutMs: 5000,
        json: true,
      },
    });
  });

  it('takes from the environment what the command line leaves out', () => {
    const parsed = parseCheckArgs(['--vehicle', 'v-2'], {
      VEHICLE_CHECK_MQTT_URL: 'ws://server:8080/mqtt',
      VEHICLE_CHECK_VEHICLE_ID: 'v-env',
      VEHICLE_CHECK_CUSTOMER_ID: 'c-env',
      VEHICLE_CHECK_PASSWORD: 'p-env',
      VEHICLE_CHECK_USER: 'customer-admin',
      VEHICLE_CHECK_USER_PASSWORD: 'u-env',
    });
    expect(parsed).toMatchObject({
      args: {
        mqttUrl: 'ws://server:8080/mqtt',
        vehicleId: 'v-2',
        customerId: 'c-env',
        user: 'customer-admin',
      },
    });
  });

  it('sends a file only with the kind of its topic', () => {
    expect(
      parseCheckArgs([...required, '--file', 'p.json', '--kind', 'commands/ack'], {}),
    ).toMatchObject({ args: { file: { path: 'p.json', kind: 'commands/ack' } } });
    expect(parseCheckArgs([...required, '--file', 'p.json'], {})).toEqual({
      kind: 'error',
      error: '--file needs --kind, one of telemetry, alerts, missions, commands/ack',
    });
    expect(
      parseCheckArgs([...required, '--file', 'p.json', '--kind', 'commands'], {}),
    ).toMatchObject({ kind: 'error' });
  });

  it('names what is missing or unknown', () => {
    expect(parseCheckArgs([], {})).toEqual({
      kind: 'error',
      error: '--vehicle (or VEHICLE_CHECK_VEHICLE_ID) is required',
    });
    expect(parseCheckArgs([...required, '--nope'], {})).toMatchObject({ kind: 'error' });
    expect(parseCheckArgs([...required, '--settle-ms', 'soon'], {})).toMatchObject({
      kind: 'error',
      error: '--settle-ms and --timeout-ms are whole milliseconds',
    });
    expect(parseCheckArgs(['--help'], {})).toEqual({ kind: 'help' });
  });
});
