// ETA accuracy benchmark. Run: npm run bench:eta -w bench (or npx tsx bench/eta-accuracy.ts)
// Scored as the public ETA Accuracy Benchmark does (bench/eta-score.ts), every figure beside the
// naive baseline (the distance left along the path from the last reported position, at the
// scheduled 12 km/h):
// 1. The simulator's days: three shuttles run a simulated day (07:00–19:00) on the Harwell Campus
//    Loop (bench/eta-day.ts). The engine learns on a first day (seed BENCH_SEED) and is scored on
//    the next (seed BENCH_SEED + 1) while it keeps learning.
// 2. Foreign shuttles: the same engine then predicts for shuttles it never trained on, driven by
//    a model of their own (bench/eta-foreign-drive.ts): a pace 70–130% of the learned one that
//    drifts, holds between stops, long dwells, a detour off the path, GPS dropouts of 20 s.
// Each shuttle's stop ETAs are sampled every 10 s, on the clock (during a dropout the engine's
// prediction at that moment), and scored against the shuttle's next real arrival there when it
// came 0–15 min later. Flips (an ETA jumping over 60 s and back between samples) are counted.
// Exits 1 when the engine scores below the baseline in any bucket of either part.
//   BENCH_SEED (1)  BENCH_VEHICLES (3)  BENCH_FOREIGN (6 shuttles)  BENCH_FOREIGN_HOURS (4)
// --fast (or BENCH_FAST=1), the CI step: seed 1, simulator's days of 07:00–13:00, foreign shuttles
// for 2 h; the same floor (exit 1 below the baseline in any bucket) but for the buckets listed in
// KNOWN_BELOW_BASELINE, printed as open. The variables above still apply.
import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { prepareRoute } from '../apps/simulator/src/index.ts';
import { EtaEngine } from '../apps/server/src/modules/eta/index.ts';
import { simulateDay } from './eta-day.ts';
import { driveForeign } from './eta-foreign-drive.ts';
import { countFlips, match, score, type Sample, type Score } from './eta-score.ts';

const FAST = process.argv.includes('--fast') || process.env.BENCH_FAST === '1';
const SEED = Number(process.env.BENCH_SEED ?? 1);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 3);
const FOREIGN = Number(process.env.BENCH_FOREIGN ?? 6);
const FOREIGN_HOURS = Number(process.env.BENCH_FOREIGN_HOURS ?? (FAST ? 2 : 4));
/** The simulator's days run from START_HOUR to END_HOUR. */
const START_HOUR = 7;
const END_HOUR = FAST ? 13 : 19;
const SCHEDULED_SPEED_MPS = 12 / 3.6;
const SCHEDULED_DWELL_S = 20;
const SAMPLE_EVERY_S = 10;
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
  return engine;
};

const push = (map: Map<string, number[]>, key: string, at: number): void => {
  const list = map.get(key) ?? [];
  list.push(at);
  map.set(key, list);
};

/** Feeds one run's positions to the engines, samples their ETAs and the baseline's, scores them. */
class Run {
  readonly samples: Sample[][];
  readonly arrivals = new Map<string, number[]>();
  readonly seen: Map<string, number[]>[];
  /** When each vehicle last reported a position, and where it truly was then (path metres). */
  private readonly lastFix = new Map<number, number>();
  private readonly lastSeen = new Map<number, number>();

  constructor(
    readonly engines: EtaEngine[],
    readonly prefix: string,
  ) {
    this.samples = [...engines, null].map(() => []);
    this.seen = engines.map(() => new Map<string, number[]>());
  }

  fix(vehicle: number, fix: { at: number; lat: number; lon: number }): void {
    this.lastFix.set(vehicle, fix.at);
    this.engines.forEach((engine, e) => {
      for (const event of engine.update(`${this.prefix}${vehicle}`, fix)) {
        if (event.type === 'arrived') push(this.seen[e]!, `${vehicle}/${event.stop}`, event.at);
      }
    });
  }

  /** The ETAs as they stand at `at`, every SAMPLE_EVERY_S per vehicle; `distance` is the truth. */
  sample(vehicle: number, at: number, truth: number): void {
    // The baseline sees what the engine sees: where the vehicle was when it last reported.
    if (this.lastFix.get(vehicle) === at || !this.lastSeen.has(vehicle)) {
      this.lastSeen.set(vehicle, truth);
    }
    const distance = this.lastSeen.get(vehicle)!;
    if (Math.floor(at / 1000) % SAMPLE_EVERY_S !== vehicle % SAMPLE_EVERY_S) return;
    this.engines.forEach((engine, e) => {
      for (const eta of engine.predict(`${this.prefix}${vehicle}`, at) ?? []) {
        if (eta.at - at > KEEP_LEAD_S * 1000) continue;
        this.samples[e]!.push({ vehicle, stop: eta.stop, madeAt: at, predictedAt: eta.at });
      }
    });
    const length = route.path.length;
    route.stops.forEach((stopAt, stop) => {
      const left = (((stopAt - distance) % length) + length) % length || length;
      const predictedAt = at + (left / SCHEDULED_SPEED_MPS) * 1000;
      if (predictedAt - at <= KEEP_LEAD_S * 1000) {
        this.samples[this.engines.length]!.push({ vehicle, stop, madeAt: at, predictedAt });
      }
    });
  }

  arrival(vehicle: number, stop: number, at: number): void {
    push(this.arrivals, `${vehicle}/${stop}`, at);
  }

  results(): { score: Score; flips: number; samples: number }[] {
    return this.samples.map((samples, e) => {
      const matched = match(samples, this.arrivals, this.seen[e] ?? null);
      return { score: score(matched), flips: countFlips(matched), samples: samples.length };
    });
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function table(rows: { label: string; result: ReturnType<Run['results']>[number] }[]): void {
  const head = ['', ...rows[0]!.result.score.buckets.map((b) => b.bucket.label), 'score', 'flips'];
  const cells = rows.map(({ label, result }) => [
    label,
    ...result.score.buckets.map(
      (b) =>
        `${pct(b.accuracy)} / ${pct(b.early)} / ${b.mae.toFixed(1)} s / ${b.bias.toFixed(0)} s (${b.count})`,
    ),
    pct(result.score.score),
    String(result.flips),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join('  ');
  console.log(`  ${line(head)}`);
  for (const c of cells) console.log(`  ${line(c)}`);
}

/**
 * The fast mode's buckets in which the engine is still below the naive baseline (issue 26 is open
 * for them): reported on every run as open, and not failing it, so that the floor holds every other
 * bucket from today on. A bucket leaves this list as soon as the engine passes it; none is added.
 */
const KNOWN_BELOW_BASELINE: readonly string[] = FAST ? ['foreign 3–6 min'] : [];

/** The buckets in which the engine scored below the baseline. */
const belowBaseline = (engine: Score, baseline: Score): string[] =>
  engine.buckets
    .filter((b, i) => b.count > 0 && b.accuracy < baseline.buckets[i]!.accuracy)
    .map((b) => b.bucket.label);

const started = performance.now();

// Day 1: training. The mean driving speed tells the foreign shuttles the pace the engine learned.
const engine = newEngine();
let driving = 0;
let drivingSeconds = 0;
for (let v = 0; v < VEHICLES; v++) engine.track(`sim${v}`, 'loop');
simulateDay(
  route,
  { seed: SEED, midnight: FIRST_DAY, startHour: START_HOUR, endHour: END_HOUR, vehicles: VEHICLES },
  {
    onFix(vehicle, fix, state) {
      engine.update(`sim${vehicle}`, fix);
      if (state.phase === 'DRIVING') {
        driving += state.speed;
        drivingSeconds++;
      }
    },
    onArrival() {},
  },
);
const learnedSpeedMps = driving / Math.max(1, drivingSeconds);

// Day 2: the simulator's day, scored while the engine keeps learning.
const cold = newEngine();
for (let v = 0; v < VEHICLES; v++) cold.track(`sim${v}`, 'loop');
const day = new Run([engine, cold], 'sim');
simulateDay(
  route,
  {
    seed: SEED + 1,
    midnight: FIRST_DAY + DAY_MS,
    startHour: START_HOUR,
    endHour: END_HOUR,
    vehicles: VEHICLES,
  },
  {
    onFix(vehicle, fix, state) {
      day.fix(vehicle, fix);
      day.sample(vehicle, fix.at, state.distance);
    },
    onArrival: (vehicle, stop, at) => day.arrival(vehicle, stop, at),
  },
);
const [dayEngine, dayCold, dayBaseline] = day.results();

// Day 3: foreign shuttles, 10:00 onwards.
for (let v = 0; v < FOREIGN; v++) engine.track(`foreign${v}`, 'loop');
const foreign = new Run([engine], 'foreign');
const foreignStart = FIRST_DAY + 2 * DAY_MS + 10 * 3_600_000;
driveForeign(
  { path: route.path, stops: route.stops },
  {
    seed: SEED,
    start: foreignStart,
    end: foreignStart + FOREIGN_HOURS * 3_600_000,
    vehicles: FOREIGN,
    learnedSpeedMps,
  },
  {
    onFix: (vehicle, fix) => foreign.fix(vehicle, fix),
    onSecond: (vehicle, at, distance) => foreign.sample(vehicle, at, distance),
    onArrival: (vehicle, stop, at) => foreign.arrival(vehicle, stop, at),
  },
);
const [foreignEngine, foreignBaseline] = foreign.results();

console.log(
  `ETA accuracy on the Harwell Campus Loop (${(route.path.length / 1000).toFixed(2)} km, ` +
    `${route.stops.length} stops); stop ETAs sampled every ${SAMPLE_EVERY_S} s; ` +
    `per bucket: accuracy / early / mean abs. error / mean lateness (predictions)`,
);
console.log(
  `\n1. Simulator's day${FAST ? ' (fast mode)' : ''}: ${VEHICLES} shuttles, ` +
    `${String(START_HOUR).padStart(2, '0')}:00–${END_HOUR}:00, trained on day seed ${SEED}, ` +
    `scored on day seed ${SEED + 1}`,
);
table([
  { label: 'engine (trained, learning on)', result: dayEngine! },
  { label: 'engine (cold start on the day)', result: dayCold! },
  { label: 'naive: distance left at 12 km/h', result: dayBaseline! },
]);
console.log(
  `\n2. Foreign shuttles: ${FOREIGN} shuttles for ${FOREIGN_HOURS} h at 70–130% of the learned ` +
    `${(learnedSpeedMps * 3.6).toFixed(1)} km/h, drifting; holds, long dwells, a detour, GPS dropouts`,
);
table([
  { label: 'engine (trained on the simulator)', result: foreignEngine! },
  { label: 'naive: distance left at 12 km/h', result: foreignBaseline! },
]);

const below = [
  ...belowBaseline(dayEngine!.score, dayBaseline!.score).map((b) => `simulator's day ${b}`),
  ...belowBaseline(foreignEngine!.score, foreignBaseline!.score).map((b) => `foreign ${b}`),
];
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
const open = below.filter((b) => KNOWN_BELOW_BASELINE.includes(b));
const failures = below.filter((b) => !KNOWN_BELOW_BASELINE.includes(b));
if (open.length > 0) {
  console.log(
    `OPEN (issue 26, docs/performance.md): still below the naive baseline in: ${open.join(', ')}`,
  );
}
const closed = KNOWN_BELOW_BASELINE.filter((b) => !below.includes(b));
if (FAST && closed.length > 0) {
  console.log(
    `Now at or above the baseline: ${closed.join(', ')}; take it off KNOWN_BELOW_BASELINE.`,
  );
}
if (failures.length > 0) {
  console.log(`FAIL: the engine scores below the naive baseline in: ${failures.join(', ')}`);
  process.exitCode = 1;
}
