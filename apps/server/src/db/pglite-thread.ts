import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * PGlite on a thread of its own (docs/decisions/0021-pglite-thread.md). The server's thread keeps
 * serving vehicles and consoles while the database works; this client speaks to it with what
 * drizzle's PGlite driver calls: `query`, `exec` and `transaction`.
 */

export interface PgliteThreadOptions {
  dataDir?: string | undefined;
  /** A cluster to start from, as `dumpDataDir` makes it. */
  loadDataDir?: Blob | undefined;
  postgresqlconf: string[];
}

/** A connection: the database's, or an open transaction's. */
export interface PgliteThreadConnection {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends PgliteThreadConnection {
  transaction<T>(work: (tx: PgliteThreadConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };
type Started = { started: true } | { started: false; error: ThreadError };

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** The database's error as the thread saw it: message, SQLSTATE `code`, `detail`, … */
function rebuilt(error: ThreadError): Error {
  const err = Object.assign(new Error(error.message), error.fields);
  err.name = error.name;
  return err;
}

/** Starts the thread and opens the database in it (migrations are the caller's). */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir
    ? new Uint8Array(await options.loadDataDir.arrayBuffer())
    : undefined;
  const worker = new Worker(workerUrl, {
    workerData: {
      postgresqlconf: options.postgresqlconf,
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(loadDataDir ? { loadDataDir } : {}),
    },
    ...(loadDataDir ? { transferList: [loadDataDir.buffer] } : {}),
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let stopped: Error | undefined;

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const request of pending.values()) request.reject(stopped);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const fail = (err: Error) => {
      stop(err);
      reject(err);
    };
    const exited = (code: number) => fail(new Error(`the database thread exited (${code})`));
    worker.once('error', fail);
    worker.once('exit', exited);
    worker.once('message', (message: Started) => {
      worker.off('error', fail).off('exit', exited);
      if (message.started) resolve();
      else fail(rebuilt(message.error));
    });
  });
  worker.on('message', (reply: Reply) => {
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    // An idle thread does not keep the process alive; a request under way does.
    if (pending.size === 0) worker.unref();
    if (reply.ok) request.resolve(reply.value);
    else request.reject(rebuilt(reply.error));
  });
  worker.on('error', (err) => stop(err));
  worker.on('exit', (code) => stop(new Error(`the database thread exited (${code})`)));
  worker.unref();

  function ask<T>(request: Record<string, unknown>): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const connection = (tx?: number): PgliteThreadConnection => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      ask<Results<T>>({
        op: 'query',
        sql,
        params,
        tx,
        rowMode: options?.rowMode,
        // Only parsers that keep a type's text (drizzle's, for dates) cross to the thread.
        rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      }),
    exec: (sql: string) => ask<Results[]>({ op: 'exec', sql, tx }),
  });

  return {
    ...connection(),
    async transaction<T>(work: (tx: PgliteThreadConnection) => Promise<T>): Promise<T> {
      const tx = await ask<number>({ op: 'begin' });
      let result: T;
      try {
        result = await work(connection(tx));
      } catch (err) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await ask({ op: 'close' });
      stop(new Error('the database is closed'));
      await worker.terminate();
    },
  };
}
