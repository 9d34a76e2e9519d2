// ETA accuracy benchmark. Run: npm run bench:eta -w bench (or npx tsx bench/eta-accuracy.ts)
// Three shuttles run a simulated day (07:00–19:00) on the Harwell Campus Loop (bench/eta-day.ts);
// their positions, with GPS noise, go to the ETA engine once a second. Every 20 s per shuttle the
// predicted next arrival at each stop is kept; each is scored against the shuttle's real next
// arrival there when that came 0–15 min later (bench/eta-score.ts). The engine learns on a first
// day (seed BENCH_SEED) and is scored on a second day (seed BENCH_SEED + 1) while it keeps
// learning; beside it the same engine starting the second day with nothing learned, and the
// naive baseline: remaining distance along the path at the route's scheduled speed.
//   BENCH_SEED (1)  BENCH_VEHICLES (3)
import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { prepareRoute } from '../apps/simulator/src/index.ts';
import { EtaEngine } from '../apps/server/src/modules/eta/engine/eta-engine.ts';
import { simulateDay } from './eta-day.ts';
import { score, type Score, type Scored } from './eta-score.ts';

const SEED = Number(process.env.BENCH_SEED ?? 1);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 3);
const SCHEDULED_SPEED_MPS = 12 / 3.6;
const SCHEDULED_DWELL_S = 20;
const SAMPLE_EVERY_S = 20;
const KEEP_LEAD_S = 20 * 60;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 2, 2);

const route = prepareRoute(HARWELL_CAMPUS_LOOP);
const input = {
  path: HARWELL_CAMPUS_LOOP.path.coordinates,
  stops: HARWELL_CAMPUS_LOOP.stops,
  closed: true,
};
const newEngine = () => {
  const engine = new EtaEngine({
    scheduledSpeedMps: SCHEDULED_SPEED_MPS,
    scheduledDwellS: SCHEDULED_DWELL_S,
  });
  engine.setRoute('loop', input);
  for (let v = 0; v < VEHICLES; v++) engine.track(`v${v}`, 'loop');
  return engine;
};

interface Pending {
  vehicle: number;
  stop: number;
  madeAt: number;
  predictedAt: number;
}

/** Seconds within which an arrival the engine saw and a real one are the same visit. */
const SAME_VISIT_S = 60;

const firstAfter = (times: readonly number[], t: number): number => {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Pairs each prediction with the vehicle's next real arrival at its stop after it was made. The
 * engine counts a vehicle as arrived a few metres before it stands still; a prediction made in
 * between is for the visit after, so the real arrival of the visit already seen is skipped.
 */
function match(
  pending: Pending[],
  arrivals: Map<string, number[]>,
  seen: Map<string, number[]> | null,
): Scored[] {
  const out: Scored[] = [];
  for (const p of pending) {
    const key = `${p.vehicle}/${p.stop}`;
    const times = arrivals.get(key) ?? [];
    let index = firstAfter(times, p.madeAt);
    const seenTimes = seen?.get(key) ?? [];
    const lastSeen = seenTimes[firstAfter(seenTimes, p.madeAt) - 1];
    if (lastSeen !== undefined && times[index] !== undefined) {
      if ((times[index]! - lastSeen) / 1000 < SAME_VISIT_S) index++;
    }
    const actualAt = times[index];
    if (actualAt !== undefined)
      out.push({ madeAt: p.madeAt, predictedAt: p.predictedAt, actualAt });
  }
  return out;
}

const push = (map: Map<string, number[]>, key: string, at: number): void => {
  const list = map.get(key) ?? [];
  list.push(at);
  map.set(key, list);
};

function runDay(seed: number, midnight: number, engines: EtaEngine[], record: boolean) {
  const pending: Pending[][] = [[], [], []];
  const arrivals = new Map<string, number[]>();
  const seen = engines.map(() => new Map<string, number[]>());
  simulateDay(
    route,
    { seed, midnight, startHour: 7, endHour: 19, vehicles: VEHICLES },
    {
      onFix(vehicle, fix, state) {
        engines.forEach((engine, e) => {
          for (const event of engine.update(`v${vehicle}`, fix)) {
            if (event.type === 'arrived') push(seen[e]!, `${vehicle}/${event.stop}`, event.at);
          }
        });
        if (!record || Math.floor(fix.at / 1000) % SAMPLE_EVERY_S !== vehicle) return;
        engines.forEach((engine, e) => {
          for (const eta of engine.predict(`v${vehicle}`) ?? []) {
            if (eta.at - fix.at > KEEP_LEAD_S * 1000) continue;
            pending[e]!.push({ vehicle, stop: eta.stop, madeAt: fix.at, predictedAt: eta.at });
          }
        });
        // The baseline: the true distance left to each stop at the scheduled speed.
        route.stops.forEach((stopAt, stop) => {
          const left =
            (((stopAt - state.distance) % route.path.length) + route.path.length) %
              route.path.length || route.path.length;
          const predictedAt = fix.at + (left / SCHEDULED_SPEED_MPS) * 1000;
          if (predictedAt - fix.at <= KEEP_LEAD_S * 1000) {
            pending[2]!.push({ vehicle, stop, madeAt: fix.at, predictedAt });
          }
        });
      },
      onArrival(vehicle, stop, at) {
        push(arrivals, `${vehicle}/${stop}`, at);
      },
    },
  );
  return pending.map((p, e) => score(match(p, arrivals, seen[e] ?? null)));
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(6);

function print(label: string, result: Score): void {
  console.log(`\n${label}: score ${pct(result.score)}`);
  console.log('  bucket       predictions  accuracy   early  mean abs. error  mean error');
  for (const b of result.buckets) {
    console.log(
      `  ${b.bucket.label.padEnd(11)}  ${String(b.count).padStart(11)}  ${pct(b.accuracy)}    ${pct(b.early)}  ${b.mae.toFixed(1).padStart(10)} s  ${b.bias.toFixed(1).padStart(8)} s`,
    );
  }
}

const started = performance.now();
const trained = newEngine();
runDay(SEED, FIRST_DAY, [trained], false);
const learned = trained.learned('loop')!;
const [engineScore, coldScore, baselineScore] = runDay(
  SEED + 1,
  FIRST_DAY + DAY_MS,
  [trained, newEngine()],
  true,
);
console.log(
  `ETA accuracy on the Harwell Campus Loop (${(route.path.length / 1000).toFixed(2)} km, ` +
    `${route.stops.length} stops), ${VEHICLES} shuttles, 07:00–19:00, positions at 1 Hz; ` +
    `trained on day seed ${SEED} (${learned.cells.length} figures learned), scored on day seed ${SEED + 1}`,
);
print('ETA engine (trained on the previous day, learning on)', engineScore!);
print('ETA engine (cold start on the day)', coldScore!);
print('Naive baseline (distance left at the scheduled 12 km/h)', baselineScore!);
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
