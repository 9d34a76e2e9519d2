export interface BatcherOptions<T> {
  /** A batch is written once it holds this many rows (or when the writer is free). */
  maxBatchRows: number;
  /** Rows queued and being written at most; beyond it `push` waits for room. */
  maxQueuedRows: number;
  weight(item: T): number;
  /** Writes a batch; the answer names the items that failed (all succeed when it is empty). */
  write(items: T[]): Promise<Map<T, Error>>;
}

interface Entry<T> {
  item: T;
  weight: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class ShuttingDownError extends Error {
  override name = 'ShuttingDownError';
  constructor() {
    super('the ingest pipeline is shutting down');
  }
}

/**
 * A bounded queue that writes in batches, one batch at a time ("group commit"): while a batch
 * is written, new items gather, and the next batch takes them all (up to `maxBatchRows`). So an
 * idle pipeline writes a message at once, and a busy one writes large batches; no item waits
 * longer than the write in progress. `push` resolves once the item is written, and waits first
 * while the queue is full, which is how a burst pushes back on its senders.
 */
export class Batcher<T> {
  private readonly queue: Entry<T>[] = [];
  private readonly roomWaiters: { weight: number; resolve: () => void }[] = [];
  private idleWaiters: (() => void)[] = [];
  private rows = 0;
  private writing = false;
  private scheduled = false;
  private closed = false;

  constructor(private readonly options: BatcherOptions<T>) {}

  /** Rows held (queued, waiting for room or being written): the queue depth. */
  get queuedRows(): number {
    return this.rows;
  }

  async push(item: T): Promise<void> {
    if (this.closed) throw new ShuttingDownError();
    const weight = this.options.weight(item);
    if (
      this.roomWaiters.length > 0 ||
      (this.rows > 0 && this.rows + weight > this.options.maxQueuedRows)
    ) {
      // FIFO: whoever waits first gets room first; the room is reserved by `release`.
      await new Promise<void>((resolve) => this.roomWaiters.push({ weight, resolve }));
    } else {
      this.rows += weight;
    }
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, weight, resolve, reject });
      this.schedule();
    });
  }

  /** Refuses new items and resolves once everything accepted so far is written. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /** Resolves when nothing is queued, waiting or being written. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle() {
    return this.rows === 0 && !this.writing && this.queue.length === 0;
  }

  private schedule() {
    if (this.writing || this.scheduled) return;
    this.scheduled = true;
    // Let the current I/O turn add its items (e.g. every message of one socket read) first.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    const batch: Entry<T>[] = [];
    let rows = 0;
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if (batch.length > 0 && rows + next.weight > this.options.maxBatchRows) break;
      batch.push(this.queue.shift()!);
      rows += next.weight;
    }
    let failures: Map<T, Error>;
    try {
      failures = await this.options.write(batch.map((entry) => entry.item));
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      failures = new Map(batch.map((entry) => [entry.item, error]));
    }
    for (const entry of batch) {
      const failure = failures.get(entry.item);
      if (failure) entry.reject(failure);
      else entry.resolve();
    }
    this.writing = false;
    this.release(rows);
    // The next batch waits for the next turn of the event loop: PGlite answers in microtasks,
    // so flushing at once would write batch after batch while no socket or timer is served.
    if (this.queue.length > 0) this.schedule();
    else if (this.isIdle()) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private release(rows: number) {
    this.rows -= rows;
    while (this.roomWaiters.length > 0) {
      const next = this.roomWaiters[0]!;
      if (this.rows > 0 && this.rows + next.weight > this.options.maxQueuedRows) break;
      this.roomWaiters.shift();
      this.rows += next.weight;
      next.resolve();
    }
  }
}
