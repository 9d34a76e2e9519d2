/**
 * The bytes of checklist images on this device: IndexedDB (photos are too large for
 * localStorage), or memory where the browser has none (the page's life only).
 */
const DB_NAME = 'shuttle-ops-checklist-images';
const STORE = 'images';
const memory = new Map<string, Blob>();

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    // A private window may refuse IndexedDB; memory still keeps the page's images.
    request.onerror = () => resolve(null);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = action(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve(request.result);
    };
    tx.onerror = () => {
      db.close();
      reject(tx.error ?? new Error('The image could not be kept on this device.'));
    };
  });
}

export const newImageKey = () => crypto.randomUUID();

export async function putImage(key: string, blob: Blob): Promise<void> {
  memory.set(key, blob);
  await run('readwrite', (store) => store.put(blob, key));
}

export async function getImage(key: string): Promise<Blob | null> {
  const kept = memory.get(key);
  if (kept) return kept;
  const stored = await run('readonly', (store) => store.get(key) as IDBRequest<unknown>);
  return stored instanceof Blob ? stored : null;
}

export async function deleteImages(keys: readonly string[]): Promise<void> {
  for (const key of keys) memory.delete(key);
  if (keys.length === 0) return;
  await run('readwrite', (store) => {
    let last: IDBRequest<undefined> = store.delete(keys[0]!);
    for (const key of keys.slice(1)) last = store.delete(key);
    return last;
  });
}
