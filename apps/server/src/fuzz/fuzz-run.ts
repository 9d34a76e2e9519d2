import fc from 'fast-check';

/** Case count and seed of a run: FUZZ_RUNS and FUZZ_SEED, or the defaults and a fresh seed. */
export interface FuzzConfig {
  runs: number;
  seed: number;
}

export function fuzzConfig(defaultRuns: number): FuzzConfig {
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error('FUZZ_RUNS must be a whole number');
  if (!Number.isSafeInteger(seed)) throw new Error('FUZZ_SEED must be a whole number');
  return { runs, seed };
}

/** What one case showed: nothing wrong, or a problem with a signature shared by its kind. */
export interface Verdict {
  status: number;
  /** A 5xx that is the contract (a vehicle that did not answer in time), not a failure. */
  byDesign?: boolean;
  problem?: { signature: string; detail: string };
}

export interface Finding {
  signature: string;
  /** The targets (operations) where it was seen, each with its smallest reproduction. */
  targets: Map<string, { reproduction: string; detail: string; shrunk: boolean }>;
}

/** Counts and findings of a run, printed at its end. */
export class FuzzReport {
  cases = 0;
  requests = 0;
  readonly statusClasses = new Map<string, number>();
  readonly casesPerTarget = new Map<string, number>();
  readonly findings = new Map<string, Finding>();

  constructor(
    readonly name: string,
    readonly seed: number,
  ) {}

  count(verdict: Verdict) {
    const { status } = verdict;
    this.requests += 1;
    const key =
      status === 0
        ? 'no answer'
        : `${Math.floor(status / 100)}xx${verdict.byDesign ? ' by design' : ''}`;
    this.statusClasses.set(key, (this.statusClasses.get(key) ?? 0) + 1);
  }

  add(signature: string, target: string, reproduction: string, detail: string, shrunk: boolean) {
    const finding = this.findings.get(signature) ?? { signature, targets: new Map() };
    if (!finding.targets.has(target)) finding.targets.set(target, { reproduction, detail, shrunk });
    this.findings.set(signature, finding);
  }

  summary(): string {
    const classes = [...this.statusClasses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}: ${n.toLocaleString('en-GB')}`)
      .join(', ');
    const fiveXx = this.statusClasses.get('5xx') ?? 0;
    return (
      `fuzz: ${this.cases.toLocaleString('en-GB')} ${this.name} cases, ${fiveXx} unexpected 5xx ` +
      `(${this.requests.toLocaleString('en-GB')} requests with shrinking; ${classes}); ` +
      `${this.casesPerTarget.size} targets; ${this.findings.size} problem classes; ` +
      `FUZZ_SEED=${this.seed}`
    );
  }

  /** Every problem class, the targets that show it and the smallest reproduction of each. */
  details(maxTargetsShown = 3): string {
    const blocks: string[] = [];
    for (const finding of this.findings.values()) {
      const targets = [...finding.targets.entries()];
      const lines = [
        `### ${finding.signature}`,
        `seen on ${targets.length} target(s): ${targets.map(([t]) => t).join('; ')}`,
      ];
      for (const [target, example] of targets.slice(0, maxTargetsShown)) {
        lines.push(
          `-- ${target} (${example.shrunk ? 'shrunk' : 'as found'}): ${example.detail}`,
          example.reproduction,
        );
      }
      blocks.push(lines.join('\n'));
    }
    return blocks.join('\n\n');
  }
}

export interface FuzzTarget<T> {
  /** How the report names it: `GET /dev/v1/vehicles`, `graphql getVehicleData`. */
  name: string;
  arbitrary: fc.Arbitrary<T>;
  runs: number;
  seed: number;
  execute(input: T): Promise<Verdict>;
  reproduce(input: T): string;
}

/** Requests fast-check may send to shrink one failure before it settles for the smallest yet. */
const SHRINK_BUDGET = 80;
/** After this many distinct problems on one target, the rest of its runs are skipped. */
const MAX_PROBLEMS_PER_TARGET = 6;

/**
 * Runs one target's cases with fast-check. A problem is shrunk to a small reproduction and
 * recorded; then the target goes on with its remaining cases (a problem already recorded no
 * longer stops it), so one run reports every distinct problem instead of only the first.
 */
export async function fuzzTarget<T>(target: FuzzTarget<T>, report: FuzzReport): Promise<void> {
  const seen = new Set<string>();
  let remaining = target.runs;
  for (let attempt = 0; remaining > 0 && attempt < MAX_PROBLEMS_PER_TARGET; attempt += 1) {
    let chasing: string | null = null;
    let shrinkRuns = 0;
    let generated = 0;
    let lastDetail = '';
    const property = fc.asyncProperty(target.arbitrary, async (input) => {
      if (chasing === null) generated += 1;
      else if ((shrinkRuns += 1) > SHRINK_BUDGET) return true;
      const verdict = await target.execute(input);
      report.count(verdict);
      const problem = verdict.problem;
      if (!problem || seen.has(problem.signature)) return true;
      if (chasing === null) chasing = problem.signature;
      // While shrinking, only the same problem counts: another one would swap the subject.
      if (problem.signature !== chasing) return true;
      lastDetail = problem.detail;
      throw new Error(problem.detail);
    });
    const details = await fc.check(property, {
      numRuns: remaining,
      seed: target.seed + attempt,
    });
    remaining -= generated;
    report.cases += generated;
    report.casesPerTarget.set(
      target.name,
      (report.casesPerTarget.get(target.name) ?? 0) + generated,
    );
    if (!details.failed || chasing === null) break;
    seen.add(chasing);
    const [counterexample] = details.counterexample ?? [];
    report.add(
      chasing,
      target.name,
      counterexample === undefined ? '(no counterexample)' : target.reproduce(counterexample),
      lastDetail,
      details.numShrinks > 0,
    );
  }
}

/** Error text with its varying parts (ids, numbers, quoted values) blanked, to group problems. */
export function normalizeMessage(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/0x[0-9a-f]+|\d+/gi, 'N')
    .slice(0, 160);
}
