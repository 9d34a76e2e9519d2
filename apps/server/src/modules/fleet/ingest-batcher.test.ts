import { describe, expect, it } from 'vitest';
import { Batcher, ShuttingDownError } from './ingest-batcher.ts';

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
});
