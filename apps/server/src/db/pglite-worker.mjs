// @ts-check
// The embedded database's own thread (docs/decisions/0021-pglite-thread.md): PGlite runs here, so
// a long statement of the ingest does not hold the server's event loop (the vehicles' sign-ins,
// the consoles' frames). Plain JavaScript: the server loads it as it is, from its sources under
// tsx and vitest as from dist/. Its protocol is pglite-thread.ts's; nothing else speaks to it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {{ tx: Transaction, finish: (commit: boolean) => void }} OpenTransaction */

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array, postgresqlconf: string[], pgliteWasmModule?: WebAssembly.Module }} */
const options = workerData;

/** Own, plain fields of a database error (SQLSTATE `code`, `detail`, `constraint`, …). */
function errorOf(/** @type {unknown} */ err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  /** @type {Record<string, string | number | boolean | null>} */
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { name: err.name, message: err.message, fields };
}

/** Parsers that keep the listed types as PostgreSQL's text (as drizzle asks for dates). */
function rawParsers(/** @type {number[] | undefined} */ types) {
  if (!types) return undefined;
  return Object.fromEntries(types.map((type) => [type, (/** @type {string} */ value) => value]));
}

let pg;
try {
  pg = await PGlite.create({
    postgresqlconf: options.postgresqlconf,
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: new Blob([options.loadDataDir]) }),
    ...(options.pgliteWasmModule === undefined
      ? {}
      : { pgliteWasmModule: options.pgliteWasmModule }),
  });
} catch (err) {
  port.postMessage({ started: false, error: errorOf(err) });
  port.close();
}

if (pg) {
  const db = pg;
  /** @type {Map<number, OpenTransaction>} */
  const transactions = new Map();
  let nextTransaction = 1;

  /** The connection a request runs on: its transaction's, or the database's. */
  const on = (/** @type {number | undefined} */ tx) => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  /** Opens a transaction and answers its number once it holds the database. */
  const begin = () =>
    new Promise((opened, failed) => {
      const id = nextTransaction++;
      /** @type {Promise<void>} */
      const settled = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, {
              tx,
              finish: (ok) => (ok ? commit() : rollback(new Error('rolled back'))),
            });
            opened(id);
          }),
      );
      ended.set(id, settled);
      settled.catch(failed);
    });
  /** @type {Map<number, Promise<void>>} */
  const ended = new Map();

  /** Commits or rolls back; answers once the transaction is over. */
  const end = async (/** @type {number} */ tx, /** @type {boolean} */ commit) => {
    const open = transactions.get(tx);
    const settled = ended.get(tx);
    if (!open || !settled) throw new Error(`transaction ${tx} is not open`);
    transactions.delete(tx);
    ended.delete(tx);
    open.finish(commit);
    if (commit) return settled;
    // The rollback is what was asked for: its "rolled back" error is not a failure.
    await settled.catch(() => undefined);
  };

  const handle = async (/** @type {any} */ request) => {
    switch (request.op) {
      case 'query':
        return on(request.tx).query(request.sql, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          ...(request.rawTypes ? { parsers: rawParsers(request.rawTypes) } : {}),
        });
      case 'exec':
        return on(request.tx).exec(request.sql);
      case 'begin':
        return begin();
      case 'end':
        return end(request.tx, request.commit);
      case 'close':
        await db.close();
        return undefined;
      default:
        throw new Error(`unknown request ${String(request.op)}`);
    }
  };

  port.on('message', (/** @type {any} */ request) => {
    handle(request).then(
      (value) => {
        port.postMessage({ id: request.id, ok: true, value });
        if (request.op === 'close') port.close();
      },
      (err) => port.postMessage({ id: request.id, ok: false, error: errorOf(err) }),
    );
  });
  port.postMessage({ started: true });
}
