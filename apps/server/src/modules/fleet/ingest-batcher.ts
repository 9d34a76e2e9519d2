import { performance } from 'node:perf_hooks';

/** Runs `run` after `ms` milliseconds; the answer cancels it. */
export type Delay = (ms: number, run: () => void) => () => void;

const realDelay: Delay = (ms, run) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface BatcherOptions<T> {
  /** A batch is written once it holds this many rows (or when its window is over). */
  maxBatchRows: number;
  /**
   * How long the first item of a batch waits for others, ms, while the batch is not full (0:
   * written as soon as the writer is free). Every query has a fixed cost, so a batch of ten
   * messages costs a fraction per message of a batch of one.
   */
  gatherMs?: number;
  /** Rows queued and being written at most; beyond it `push` waits for room. */
  maxQueuedRows: number;
  weight(item: T): number;
  /** Writes a batch; the answer names the items that failed (all succeed when it is empty). */
  write(items: T[]): Promise<Map<T, Error>>;
  /** The clock of the window, ms (performance.now by default). */
  now?: () => number;
  /** Waits out the rest of a window (setTimeout by default). */
  delay?: Delay;
}

interface Entry<T> {
  item: T;
  weight: number;
  /** When it was queued (the options' clock). */
  at: number;
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
 * is written, new items gather, and the next batch takes them all (up to `maxBatchRows`). A
 * batch that is not full waits until its first item is `gatherMs` old, so a steady trickle is
 * written in batches of a window's worth rather than one by one; after a full batch that left
 * items behind, the next is written at once, so a busy pipeline writes batches back to back; no item waits longer than its window and the write in progress.
 * `push` resolves once the item is written, and waits first while the queue is full, which is
 * how a burst pushes back on its senders.
 */
export class Batcher<T> {
  private readonly queue: Entry<T>[] = [];
  private readonly roomWaiters: { weight: number; resolve: () => void }[] = [];
  private idleWaiters: (() => void)[] = [];
  private rows = 0;
  /** Rows in `queue` (not yet in a batch being written). */
  private queueRows = 0;
  private writing = false;
  private scheduled = false;
  /** The last batch left items behind (it was full): the next one does not wait. */
  private busy = false;
  /** Cancels the window's timer while one runs. */
  private cancelWindow: (() => void) | null = null;
  private closed = false;
  private readonly now: () => number;
  private readonly delay: Delay;

  constructor(private readonly options: BatcherOptions<T>) {
    this.now = options.now ?? (() => performance.now());
    this.delay = options.delay ?? realDelay;
  }

  /** Whether `close` was called: `push` refuses. */
  get isClosed(): boolean {
    return this.closed;
  }

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
      this.queue.push({ item, weight, at: this.now(), resolve, reject });
      this.queueRows += weight;
      this.schedule();
    });
  }

  /** Refuses new items and resolves once everything accepted so far is written. */
  async close(): Promise<void> {
    this.closed = true;
    this.schedule();
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

  /** Milliseconds the queue's first item has left of its window (0: write now). */
  private windowLeft(): number {
    const first = this.queue[0];
    const gatherMs = this.options.gatherMs ?? 0;
    if (!first || gatherMs <= 0 || this.closed || this.busy) return 0;
    if (this.queueRows >= this.options.maxBatchRows) return 0;
    return Math.max(0, first.at + gatherMs - this.now());
  }

  private schedule() {
    if (this.writing || this.queue.length === 0) return;
    const left = this.windowLeft();
    if (left > 0) {
      if (this.scheduled) return;
      this.scheduled = true;
      this.cancelWindow = this.delay(left, () => {
        this.cancelWindow = null;
        this.scheduled = false;
        void this.flush();
      });
      return;
    }
    // The window is over (or the batch full): a pending window timer gives way to the next turn.
    if (this.cancelWindow) {
      this.cancelWindow();
      this.cancelWindow = null;
      this.scheduled = false;
    }
    if (this.scheduled) return;
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
    this.queueRows -= rows;
    this.busy = this.queue.length > 0;
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
    // The next batch waits for the next turn of the event loop at least, so a database that
    // answers in microtasks cannot write batch after batch while no socket or timer is served.
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
