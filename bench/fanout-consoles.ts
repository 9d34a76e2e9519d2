// The consoles of the fan-out benchmark, in a process of their own so that they do not share the
// server's event loop: raw graphql-transport-ws sockets that subscribe and count frames, and in
// `latency` mode read each frame's vehicle time (dt_canbus / dt_iot, or an alarm's last_seen) to
// measure how long it took.
// Settings as JSON in BENCH_CONSOLES; writes JSON lines: {"ready":true} once every socket has its
// connection_ack and has sent its subscriptions; on "report" (stdin) the counts since the last
// report; on "stop" a last report, then it exits.
import WebSocket from 'ws';

export interface ConsoleSettings {
  url: string;
  apiKey: string;
  token: string;
  consoles: number;
  queries: string[];
  mode: 'count' | 'latency';
}

export interface ConsoleReport {
  frames: number;
  closed: number;
  /** Latencies in ms, sorted (latency mode). */
  latencies: number[];
}

const settings = JSON.parse(process.env.BENCH_CONSOLES ?? '{}') as ConsoleSettings;
const TIME = /"(?:dt_canbus|dt_iot|last_seen)":"([^"]+)"/;
const NEXT = '"type":"next"';
let frames = 0;
let closed = 0;
let latencies: number[] = [];

function open(index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(settings.url, 'graphql-transport-ws', {
      skipUTF8Validation: true,
    });
    socket.on('error', reject);
    socket.on('close', () => (closed += 1));
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { headers: { 'x-api-key': settings.apiKey, 'x-token': settings.token } },
        }),
      ),
    );
    socket.on('message', (data: Buffer) => {
      // Result frames start {"id":"…","type":"next": no need to parse them to count them.
      if (data.subarray(0, 80).includes(NEXT)) {
        frames += 1;
        if (settings.mode === 'latency') {
          const time = TIME.exec(data.toString('latin1'));
          if (time) latencies.push(Date.now() - Date.parse(time[1]!));
        }
        return;
      }
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type === 'ping') socket.send('{"type":"pong"}');
      if (message.type !== 'connection_ack') return;
      settings.queries.forEach((query, n) =>
        socket.send(JSON.stringify({ id: `${index}-${n}`, type: 'subscribe', payload: { query } })),
      );
      resolve(socket);
    });
  });
}

const sockets: WebSocket[] = [];
// A few at a time: a burst of handshakes is not what is measured.
for (let i = 0; i < settings.consoles; i += 50) {
  const batch = Array.from({ length: Math.min(50, settings.consoles - i) }, (_, k) => open(i + k));
  sockets.push(...(await Promise.all(batch)));
}
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

const report = () => {
  const out: ConsoleReport = { frames, closed, latencies: latencies.sort((a, b) => a - b) };
  frames = 0;
  latencies = [];
  process.stdout.write(`${JSON.stringify(out)}\n`);
};

process.stdin.setEncoding('utf8');
// The benchmark that started this process has ended (or failed): so does this one.
process.stdin.once('end', () => process.exit(0));
process.stdin.on('data', (chunk: string) => {
  for (const line of chunk.split('\n').map((l) => l.trim())) {
    if (line === 'report') report();
    if (line === 'stop') {
      report();
      for (const socket of sockets) socket.terminate();
      process.exit(0);
    }
  }
});
