import { describe, expect, it } from 'vitest';
import { Batcher, ShuttingDownError, type Delay } from './ingest-batcher.ts';

/** A writer whose batches finish when the test says so. */
function heldWriter() {
  const batches: number[][] = [];
  const pending: { resolve: (failures: Map<number, Error>) => void }[] = [];
  const arrivals: (() => void)[] = [];
  return {
    batches,
    write: (items: number[]) =>
      new Promise<Map<number, Error>>((resolve) => {
        batches.push(items);
        pending.push({ resolve });
        arrivals.shift()?.();
      }),
    /** Resolves when the next batch reaches the writer. */
    nextBatch: () =>
      new Promise<void>((resolve) => {
        if (pending.length > 0) resolve();
        else arrivals.push(resolve);
      }),
    finish: (failures = new Map<number, Error>()) => pending.shift()!.resolve(failures),
  };
}

/** A clock the test moves, and the window timers asked of it (run when the test says so). */
function manualClock() {
  let now = 0;
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const delay: Delay = (ms, run) => {
    const timer = { ms, run, cancelled: false };
    timers.push(timer);
    return () => (timer.cancelled = true);
  };
  return {
    now: () => now,
    delay,
    timers,
    advance: (ms: number) => (now += ms),
    /** Runs the last timer asked for. */
    fire: () => timers.at(-1)!.run(),
  };
}

describe('the ingest batcher', () => {
  it('bounds what it holds: a burst waits for room, in order, and memory stays flat', async () => {
    const writer = heldWriter();
    const batcher = new Batcher<number>({
      maxBatchRows: 50,
      maxQueuedRows: 100,
      weight: () => 10,
      write: writer.write,
    });
    const done: number[] = [];
    let highest = 0;
    const pushes = Array.from({ length: 30 }, (_, i) =>
      batcher.push(i).then(() => {
        done.push(i);
      }),
    );
    // One batch at a time reaches the writer; the queue holds at most 100 rows meanwhile.
    for (;;) {
      await writer.nextBatch();
      highest = Math.max(highest, batcher.queuedRows);
      expect(batcher.queuedRows).toBeLessThanOrEqual(100);
      const last = writer.batches.flat().length === 30;
      writer.finish();
      if (last) break;
    }
    await Promise.all(pushes);
    expect(highest).toBe(100);
    expect(done).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(writer.batches.flat()).toEqual(done);
    expect(Math.max(...writer.batches.map((b) => b.length))).toBeLessThanOrEqual(5);
    expect(batcher.queuedRows).toBe(0);
  });

  it('fails only the items the writer names', async () => {
    const writer = heldWriter();
    const batcher = new Batcher<number>({
      maxBatchRows: 100,
      maxQueuedRows: 100,
      weight: () => 1,
      write: writer.write,
    });
    const results = [1, 2, 3].map((n) =>
      batcher.push(n).then(
        () => 'stored',
        (e: Error) => e.message,
      ),
    );
    await writer.nextBatch();
    writer.finish(new Map([[2, new Error('lost connection')]]));
    expect(await Promise.all(results)).toEqual(['stored', 'lost connection', 'stored']);
  });

  it('writes what it holds when closed, and refuses more', async () => {
    const writer = heldWriter();
    const batcher = new Batcher<number>({
      maxBatchRows: 1,
      maxQueuedRows: 10,
      weight: () => 1,
      write: writer.write,
    });
    const first = batcher.push(1);
    const second = batcher.push(2);
    await writer.nextBatch();
    const closing = batcher.close();
    await expect(batcher.push(3)).rejects.toBeInstanceOf(ShuttingDownError);
    writer.finish();
    await writer.nextBatch();
    writer.finish();
    await Promise.all([first, second, closing]);
    expect(writer.batches).toEqual([[1], [2]]);
  });

  it('lets a batch gather for its window, then writes it as one', async () => {
    const writer = heldWriter();
    const clock = manualClock();
    const batcher = new Batcher<number>({
      maxBatchRows: 100,
      maxQueuedRows: 1000,
      gatherMs: 50,
      weight: () => 1,
      write: writer.write,
      now: clock.now,
      delay: clock.delay,
    });
    const first = [batcher.push(1), batcher.push(2)];
    clock.advance(30);
    first.push(batcher.push(3));
    // One timer for the window of the first item, nothing written yet.
    expect(clock.timers.map((t) => t.ms)).toEqual([50]);
    expect(writer.batches).toEqual([]);
    clock.fire();
    await writer.nextBatch();
    expect(writer.batches).toEqual([[1, 2, 3]]);
    // An item queued during the write waits for the rest of its own window.
    const late = batcher.push(4);
    clock.advance(20);
    writer.finish();
    await Promise.all(first);
    expect(clock.timers.map((t) => t.ms)).toEqual([50, 30]);
    clock.fire();
    await writer.nextBatch();
    writer.finish();
    await late;
    expect(writer.batches).toEqual([[1, 2, 3], [4]]);
  });

  it('writes full batches without waiting for a window, and everything at close', async () => {
    const writer = heldWriter();
    const clock = manualClock();
    const batcher = new Batcher<number>({
      maxBatchRows: 3,
      maxQueuedRows: 1000,
      gatherMs: 50,
      weight: () => 1,
      write: writer.write,
      now: clock.now,
      delay: clock.delay,
    });
    const full = [1, 2, 3, 4].map((n) => batcher.push(n));
    await writer.nextBatch();
    expect(writer.batches).toEqual([[1, 2, 3]]);
    expect(clock.timers[0]?.cancelled).toBe(true);
    // It left an item behind: the next batch is written as soon as the writer is free.
    writer.finish();
    await writer.nextBatch();
    expect(writer.batches).toEqual([[1, 2, 3], [4]]);
    expect(clock.timers).toHaveLength(1);
    writer.finish();
    await Promise.all(full);
    const last = batcher.push(5);
    const closing = batcher.close();
    await writer.nextBatch();
    writer.finish();
    await Promise.all([last, closing]);
    expect(writer.batches).toEqual([[1, 2, 3], [4], [5]]);
  });
});
