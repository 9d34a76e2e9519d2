import type { AlarmCondition } from '@shuttle-ops/domain';

/** Most conditions one round takes. */
const ROUND_MAX = 1000;

export interface ConditionRoundsOptions {
  /**
   * Applies what it can of many keys' present conditions at once (each key's conditions in
   * order, all active); answers the keys it applied. The others go one by one.
   */
  applyMany(groups: ReadonlyMap<string, AlarmCondition[]>): Promise<ReadonlySet<string>>;
  /** Applies one condition (a raise without an active alarm, a clear, …). */
  applyOne(condition: AlarmCondition): Promise<void>;
  onError(err: unknown, key: string): void;
}

interface Waiting {
  condition: AlarmCondition;
  done: () => void;
}

/**
 * Conditions arrive one by one (an alert of a vehicle, a rule) and are applied in rounds: a round
 * takes everything waiting, applies the repeats and first raises of present conditions in a few
 * statements (alarm-batches.ts), and the rest one by one, in order per condition and concurrently across
 * conditions. Under a burst a round grows instead of the queue: 200 vehicles repeating a fault a
 * second cost a statement or two a round, not 200 commits.
 */
export function conditionRounds(options: ConditionRoundsOptions) {
  const waiting: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function round(items: Waiting[]): Promise<void> {
    const byKey = new Map<string, AlarmCondition[]>();
    for (const { condition } of items) {
      const key = `${condition.customerId}|${condition.key}`;
      const list = byKey.get(key);
      if (list) list.push(condition);
      else byKey.set(key, [condition]);
    }
    const present = new Map([...byKey].filter(([, list]) => list.every((c) => c.active)));
    let applied: ReadonlySet<string> = new Set();
    if (present.size > 0) {
      try {
        applied = await options.applyMany(present);
      } catch (err) {
        options.onError(err, 'round');
      }
    }
    await Promise.all(
      [...byKey]
        .filter(([key]) => !applied.has(key))
        .map(async ([key, list]) => {
          for (const condition of list) {
            try {
              await options.applyOne(condition);
            } catch (err) {
              options.onError(err, key);
            }
          }
        }),
    );
  }

  async function run(): Promise<void> {
    while (waiting.length > 0) {
      const items = waiting.splice(0, ROUND_MAX);
      await round(items);
      for (const item of items) item.done();
    }
    running = null;
  }

  return {
    /** Resolves once the condition is applied (or its failure logged). */
    push(condition: AlarmCondition): Promise<void> {
      return new Promise<void>((done) => {
        waiting.push({ condition, done });
        running ??= run();
      });
    },
    get pending(): number {
      return waiting.length;
    },
    /** Resolves once every condition pushed so far is applied. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
