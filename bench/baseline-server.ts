// The baseline of the one-core benchmark: what the live path costs with nothing but a bare MQTT
// broker (Aedes alone: any client may connect, nothing is stored) and a raw WebSocket fan-out of
// the same frames (graphql-transport-ws `next` frames of the two subscription shapes the consoles
// ask for, serialised once per message and shape). Run as plain JavaScript, as the server is
// (bench/baseline-build.ts), in a process of its own, pinned like the server.
// Writes one JSON line {"mqttPort":n,"wsPort":n} once both listen; exits on SIGTERM.
import { createServer } from 'node:net';
import { Aedes } from 'aedes';
import { WebSocketServer, type WebSocket } from 'ws';

interface Telemetry {
  customer_id: string;
  vehicle_id: string;
  dt_canbus: string;
  measure_values_list: { measure_name: string; measure_value: unknown }[];
}

/** What a subscription delivers, by its field. */
const SHAPES = {
  onVehicleTelemetryData: (t: Telemetry) => ({
    customer_id: t.customer_id,
    vehicle_id: t.vehicle_id,
    dt_canbus: t.dt_canbus,
    dt_lambda: new Date().toISOString(),
    measure_values_list: t.measure_values_list,
  }),
  onCreateBusLocation: (t: Telemetry) => {
    const value = (name: string) =>
      t.measure_values_list.find((m) => m.measure_name === name)?.measure_value ?? null;
    return {
      cav_id: t.vehicle_id,
      lat: value('LATITUDE'),
      lon: value('LONGITUDE'),
      name: null,
      dt_iot: t.dt_canbus,
    };
  },
};
type Field = keyof typeof SHAPES;
const FIELDS = Object.keys(SHAPES) as Field[];

const subscribers = new Map<Field, Map<WebSocket, string[]>>(FIELDS.map((f) => [f, new Map()]));

function onMessage(socket: WebSocket, data: Buffer) {
  const message = JSON.parse(data.toString()) as {
    type: string;
    id?: string;
    payload?: { query?: string };
  };
  if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
  if (message.type === 'ping') socket.send('{"type":"pong"}');
  if (message.type !== 'subscribe' || !message.id) return;
  const field = FIELDS.find((f) => message.payload?.query?.includes(f));
  if (!field) return;
  const byField = subscribers.get(field)!;
  byField.set(socket, [...(byField.get(socket) ?? []), message.id]);
}

function fanOut(telemetry: Telemetry) {
  for (const field of FIELDS) {
    const data = JSON.stringify({ data: { [field]: SHAPES[field](telemetry) } });
    for (const [socket, ids] of subscribers.get(field)!) {
      for (const id of ids)
        socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${data}}`);
    }
  }
}

const broker = await Aedes.createBroker({ maxClientsIdLength: 64 });
broker.on('publish', (packet, client) => {
  if (!client || !packet.topic.endsWith('/telemetry')) return;
  fanOut(JSON.parse(packet.payload.toString()) as Telemetry);
});
const mqtt = createServer(broker.handle);
await new Promise<void>((resolve) => mqtt.listen(0, '127.0.0.1', resolve));

const ws = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise((resolve) => ws.once('listening', resolve));
ws.on('connection', (socket) => {
  socket.on('message', (data: Buffer) => onMessage(socket, data));
  socket.on('close', () => {
    for (const byField of subscribers.values()) byField.delete(socket);
  });
});

const port = (server: { address(): unknown }) => (server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ mqttPort: port(mqtt), wsPort: port(ws) })}\n`);
process.once('SIGTERM', () => process.exit(0));
