import { connectAsync, type MqttClient } from 'mqtt';
import { fleetTopic, type FleetCommand } from '@shuttle-ops/domain';
import { telemetryOf, type TestVehicle } from '../test/vehicles.ts';

/** What a vehicle did with a command it received. */
export type CommandAction = 'executed' | 'rejected';

/**
 * A vehicle as another company would write it against DESIGN.md: its own credentials, MQTT 5,
 * telemetry at QoS 1 with a `seq`, and commands answered `acknowledged` then `executed` or
 * `rejected` (echoing the command's nonce). It remembers which messages the broker acknowledged
 * and what it did with each command.
 */
export interface ChaosVehicle {
  readonly vehicle: TestVehicle;
  /** seq of every telemetry message the broker acknowledged (PUBACK). */
  readonly acknowledged: Set<number>;
  /** Telemetry messages sent (acknowledged or not). */
  readonly sent: number;
  /** Publish errors (a PUBACK with a failure reason, a lost connection). */
  readonly failures: string[];
  /** command_id → what this vehicle did. */
  readonly actions: Map<string, CommandAction>;
  /** Publishes telemetry every `periodMs` until `stopPublishing`. */
  startPublishing(periodMs: number): void;
  /** Stops publishing and waits for the PUBACKs still outstanding. */
  stopPublishing(): Promise<void>;
  close(): Promise<void>;
}

export async function startChaosVehicle(
  brokerUrl: string,
  vehicle: TestVehicle,
  decide: (command: FleetCommand) => CommandAction,
): Promise<ChaosVehicle> {
  const client: MqttClient = await connectAsync(brokerUrl, {
    clientId: vehicle.username,
    username: vehicle.username,
    password: vehicle.password,
    protocolVersion: 5,
    clean: true,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  const acknowledged = new Set<number>();
  const failures: string[] = [];
  const actions = new Map<string, CommandAction>();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let seq = 0;
  let timer: NodeJS.Timeout | null = null;

  const answer = (command: FleetCommand, status: string, reason?: string) =>
    client.publishAsync(
      fleetTopic(vehicle.customerId, vehicle.id, 'commands/ack'),
      JSON.stringify({
        command_id: command.command_id,
        nonce: (command as { nonce?: string }).nonce,
        vehicle_id: vehicle.id,
        status,
        ...(reason ? { reason } : {}),
        at: new Date().toISOString(),
      }),
      { qos: 1 },
    );

  client.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString()) as FleetCommand;
    if (actions.has(command.command_id)) return;
    const action = decide(command);
    actions.set(command.command_id, action);
    void (async () => {
      await answer(command, 'acknowledged');
      if (action === 'executed') await answer(command, 'executed');
      else await answer(command, 'rejected', 'the cabin door is held open');
    })().catch((err: Error) => failures.push(`ack: ${err.message}`));
  });
  await client.subscribeAsync(fleetTopic(vehicle.customerId, vehicle.id, 'commands'), { qos: 1 });

  const publishOne = () => {
    const n = ++seq;
    sent += 1;
    const done = client
      .publishAsync(
        fleetTopic(vehicle.customerId, vehicle.id, 'telemetry'),
        JSON.stringify(telemetryOf(vehicle, n)),
        { qos: 1 },
      )
      .then(
        () => void acknowledged.add(n),
        (err: Error) => void failures.push(`telemetry ${n}: ${err.message}`),
      );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  return {
    vehicle,
    acknowledged,
    get sent() {
      return sent;
    },
    failures,
    actions,
    startPublishing(periodMs) {
      timer = setInterval(publishOne, periodMs);
    },
    async stopPublishing() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((r) => setTimeout(r, 10_000)),
      ]);
    },
    async close() {
      await client.endAsync(true);
    },
  };
}
