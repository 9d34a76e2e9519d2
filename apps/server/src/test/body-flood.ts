/**
 * A flood of large JSON bodies and a `/healthz` probe, run as a process of its own so the
 * probe's timings are the server's, not the test's: `node --import tsx body-flood.ts <url>
 * <api key> <ms> [senders] [target]`. Four senders (or as many as given) post bodies of many
 * keys (and long lists) to `target`: sign-in (`signin`), GraphQL (`graphql`) or both (`all`,
 * the default), for <ms>; with 0 senders, /healthz is asked one request at a time. Prints one
 * JSON line: the probe's latencies (ms, sorted), the floods' statuses and how many were sent.
 * The test of the body limits (plugins/json-body.db.test.ts) and bench/flood.bench.ts run it.
 */
import { performance } from 'node:perf_hooks';

const [url = '', apiKey = '', durationArg = '3000', senders = '4', target = 'all'] =
  process.argv.slice(2);
const duration = Number(durationArg);

const manyKeys = (n: number, extra: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { ...extra };
  for (let i = 0; i < n; i += 1) body[`k${i}`] = i;
  return JSON.stringify(body);
};
const query = 'query Q($ids: ID) { getMeasureNames(vehicle_id: $ids) { measure_name } }';
const allBodies: Array<{ path: string; body: string }> = [
  // The attack: 60,000 keys (about 877 kB) to sign-in, and the same to GraphQL.
  { path: '/auth/signin', body: manyKeys(60_000, { username: 'x', password: 'y' }) },
  { path: '/graphql', body: manyKeys(60_000, { query }) },
  // Under the body limits, refused for their shape.
  { path: '/auth/signin', body: manyKeys(600, { username: 'x', password: 'y' }) },
  { path: '/graphql', body: JSON.stringify({ query, variables: manyKeys(4_000) }) },
  {
    path: '/graphql',
    body: JSON.stringify({ query, variables: { ids: Array.from({ length: 100_000 }, () => 'a') } }),
  },
  {
    path: '/graphql',
    body: JSON.stringify({ query, variables: { ids: Array.from({ length: 5_000 }, () => 'a') } }),
  },
];
const TARGETS: Record<string, string | undefined> = { signin: '/auth/signin', graphql: '/graphql' };
const bodies = allBodies.filter(({ path }) => target === 'all' || TARGETS[target] === path);
if (bodies.length === 0) throw new Error(`unknown flood target ${target}: signin, graphql or all`);

const statuses: Record<string, number> = {};
let sent = 0;
const until = performance.now() + duration;

async function flood(start: number) {
  for (let i = start; performance.now() < until; i += 1) {
    const { path, body } = bodies[i % bodies.length]!;
    try {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body,
      });
      await res.arrayBuffer();
      statuses[`${path} ${res.status}`] = (statuses[`${path} ${res.status}`] ?? 0) + 1;
    } catch (error) {
      const key = `${path} ${(error as Error).message}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    sent += 1;
  }
}

async function probe(): Promise<number[]> {
  const latencies: number[] = [];
  while (performance.now() < until) {
    const begun = performance.now();
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - begun);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

// The probe runs alone (senders 0) so that answering the floods does not delay its timings.
const floods = Array.from({ length: Number(senders) }, (_, i) => flood(i));
const [latencies] = await Promise.all([Number(senders) === 0 ? probe() : [], ...floods]);
latencies.sort((a, b) => a - b);
console.log(JSON.stringify({ latencies, statuses, sent }));
