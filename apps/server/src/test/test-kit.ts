import { afterAll, beforeAll } from 'vitest';
import { clientFor, type TestClient } from './auth-client.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface TestKitOptions extends TestAppOptions {
  /** Environment overrides (see `createTestApp`). */
  env?: Record<string, string>;
  /** How long opening the app and signing in may take, ms (default: the hook timeout). */
  timeout?: number;
}

/** What `testAppWith` gives a test file: usable in its tests and in hooks declared after it. */
export type TestKit<U extends string> = { t: TestApp } & Record<U, TestClient>;

/** Reads what a file's `beforeAll` made, failing clearly when used before it ran. */
function readyValue<T>(get: () => T | undefined, what: string): () => T {
  return () => {
    const value = get();
    if (value === undefined) throw new Error(`${what} is used before the test app was opened`);
    return value;
  };
}

/** A test app that is the app `ready` gives once opened. */
function appOnceReady(ready: () => TestApp): TestApp {
  return {
    get app() {
      return ready().app;
    },
    get env() {
      return ready().env;
    },
    get database() {
      return ready().database;
    },
    get contractViolations() {
      return ready().contractViolations;
    },
    close: () => ready().close(),
  };
}

/** A signed-in client that is the one `ready` gives once signed in. */
function clientOnceReady(ready: () => TestClient): TestClient {
  return {
    get tokens() {
      return ready().tokens;
    },
    get userId() {
      return ready().userId;
    },
    get customerId() {
      return ready().customerId;
    },
    get: (url) => ready().get(url),
    post: (url, payload) => ready().post(url, payload),
    put: (url, payload) => ready().put(url, payload),
    delete: (url, payload) => ready().delete(url, payload),
    upload: (url, data, filename, contentType) => ready().upload(url, data, filename, contentType),
  };
}

/**
 * A test app for one test file, opened before its tests and closed after them, with a client
 * signed in (one after the other, in the order given) for each demo user named:
 * `const { t, admin } = testAppWith({ admin: 'admin' })`.
 */
export function testAppWith<U extends string>(
  users: Record<U, string>,
  { env, timeout, ...options }: TestKitOptions = {},
): TestKit<U> {
  let opened: TestApp | undefined;
  const clients = new Map<string, TestClient>();
  beforeAll(async () => {
    opened = await createTestApp(env, options);
    for (const [name, username] of Object.entries<string>(users)) {
      clients.set(name, await clientFor(opened.app, username));
    }
  }, timeout);
  afterAll(() => opened?.close());

  const kit = { t: appOnceReady(readyValue(() => opened, 'The test app')) };
  for (const name of Object.keys(users)) {
    Object.defineProperty(kit, name, {
      value: clientOnceReady(readyValue(() => clients.get(name), `The client ${name}`)),
      enumerable: true,
    });
  }
  return kit as TestKit<U>;
}
