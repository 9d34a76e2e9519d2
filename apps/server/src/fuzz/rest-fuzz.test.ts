import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { curlOf, roleArbitrary, signInCallers, type Callers } from './fuzz-callers.ts';
import { FuzzReport, fuzzConfig, fuzzTarget, normalizeMessage, type Verdict } from './fuzz-run.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';
import { KnownValues } from './known-values.ts';
import {
  operationName,
  operationsOf,
  requestArbitrary,
  type FuzzRequest,
  type Operation,
} from './rest-requests.ts';

// "No 5xx for any input": every operation of the OpenAPI document, as every kind of caller, with
// valid, known and hostile parameters and bodies. See docs/api/fuzzing.md.

const TARGET_CASES = 10_000;
const MIN_CASES_PER_OPERATION = 20;
/** Identity calls hash passwords and tokens (argon2, tens of ms each): fewer cases each. */
const COSTLY_RUNS = 30;
const costly = (op: Operation) => op.method === 'POST' && op.path.startsWith('/auth/');
/** A request still running after this long (a mission waiting for a vehicle) is checked at the end. */
const SLOW_MS = 2_000;

/** Answers over 499 that are the contract, not a failure. */
function allowedServerAnswer(op: Operation, status: number, body: unknown): boolean {
  // Readiness reports a dependency that is down (no MQTT broker listens in tests).
  if (op.path === '/readyz' && status === 503) return true;
  // A vehicle that does not answer a command or mission in time (DESIGN.md, remote commands).
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return (
    status === 504 &&
    code === 'VEHICLE_TIMEOUT' &&
    (op.path.includes('/navyacontrolapi/') || op.path.includes('/missionapi/'))
  );
}

/** Routes whose failure answers are not the error body by design. */
function shapeExempt(op: Operation, status: number): boolean {
  // Health checks answer { status, checks } for load balancers and orchestrators.
  return op.path === '/readyz' && status === 503;
}

const DESTRUCTIVE = (op: Operation) =>
  op.method === 'DELETE' ||
  op.path.includes('anonymize') ||
  (op.method === 'PUT' && op.path === '/dev/v1/user');

const isErrorShape = (json: unknown) => {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

const parse = (res: LightMyRequestResponse): unknown => {
  try {
    return res.json();
  } catch {
    return undefined;
  }
};

describe('REST fuzzing: no 5xx for any input', () => {
  let t: TestApp;
  let callers: Callers;
  let operations: Operation[];
  const known = new KnownValues();
  const serverErrors = new Map<string, Error>();
  const config = fuzzConfig(TARGET_CASES);
  const report = new FuzzReport('REST', config.seed);

  beforeAll(async () => {
    const started = Date.now();
    t = await createTestApp();
    // The error behind a 500, by request id, so a report names its cause.
    t.app.addHook('onError', async (request, _reply, error) => {
      serverErrors.set(request.id, error);
    });
    callers = await signInCallers(t.app);
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    operations = operationsOf(doc.json());
    known.byName.set('site', [t.env.MISSION_SITE_ID]);
    for (const role of ['admin', 'customer-admin']) {
      for (const op of operations) {
        if (op.method !== 'GET' || op.parameters.some((p) => p.required)) continue;
        const res = await t.app.inject({ url: op.path, headers: callers.headersOf(role) });
        if (res.statusCode === 200) known.harvest(parse(res));
      }
      const stations = await t.app.inject({
        url: `/dev/v1/missionapi/stations/${t.env.MISSION_SITE_ID}`,
        headers: callers.headersOf(role),
      });
      known.harvest(parse(stations));
    }
    console.log(`fuzz: app, sign-ins and known values ready in ${Date.now() - started} ms`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers every operation without a 5xx, and every 4xx in the error shape', async () => {
    const started = Date.now();
    expect(operations.length).toBeGreaterThan(50);
    expect(known.uuids.length).toBeGreaterThan(10);
    const costlyCount = operations.filter(costly).length;
    const costlyRuns = Math.min(COSTLY_RUNS, Math.ceil(config.runs / operations.length));
    const perOperation = Math.max(
      1,
      Math.ceil((config.runs - costlyCount * costlyRuns) / (operations.length - costlyCount)),
    );
    const runsOf = (op: Operation) => (costly(op) ? costlyRuns : perOperation);
    const late: { op: Operation; request: FuzzRequest; answer: Promise<Verdict> }[] = [];
    let sequence = 0;

    const judge = (op: Operation, res: LightMyRequestResponse, requestId: string): Verdict => {
      const status = res.statusCode;
      const json = parse(res);
      const error = serverErrors.get(requestId);
      serverErrors.delete(requestId);
      const detail = () =>
        `${status} ${res.body.slice(0, 300)}${error ? ` | server: ${error.stack?.split('\n').slice(0, 4).join(' <- ')}` : ''}`;
      const byDesign = status >= 500 && allowedServerAnswer(op, status, json);
      if (status >= 500 && !byDesign) {
        // A database error arrives wrapped ("Failed query: …"); its cause names the problem.
        const root = error?.cause instanceof Error ? error.cause : error;
        const cause = root
          ? `${root.name}: ${normalizeMessage(root.message)}`
          : `code ${String((json as { error?: { code?: unknown } } | undefined)?.error?.code)}`;
        return { status, problem: { signature: `${status} from ${cause}`, detail: detail() } };
      }
      if (status >= 400 && !shapeExempt(op, status) && !isErrorShape(json)) {
        const shape =
          json && typeof json === 'object'
            ? `keys ${Object.keys(json).sort().join(',')}${'code' in json ? `, code ${String(json.code)}` : ''}`
            : `${String(res.headers['content-type'])} ${res.body.slice(0, 40)}`;
        return {
          status,
          problem: { signature: `${status} not in the error shape (${shape})`, detail: detail() },
        };
      }
      return byDesign ? { status, byDesign } : { status };
    };

    const send = (op: Operation, request: FuzzRequest) => {
      const requestId = `fuzz-${(sequence += 1)}`;
      return {
        requestId,
        answer: t.app
          .inject({
            method: request.method as 'GET',
            url: request.url,
            headers: {
              ...callers.headersOf(request.role, request.tokenHeader),
              ...request.headers,
              'x-request-id': requestId,
            },
            ...(request.body === undefined ? {} : { payload: request.body }),
          })
          .then((res) => judge(op, res, requestId)),
      };
    };

    // Destructive operations last, so deletes do not starve the others of rows.
    const ordered = [...operations].sort((a, b) => Number(DESTRUCTIVE(a)) - Number(DESTRUCTIVE(b)));
    const timings: [string, number][] = [];
    for (const [index, op] of ordered.entries()) {
      const destructive = DESTRUCTIVE(op);
      const knownFor = (name: string | undefined, schema: JsonSchema) => {
        if (schema.format === 'uuid') {
          return destructive
            ? known.uuids.filter((id) => !callers.protectedIds.has(id))
            : known.uuids;
        }
        return name ? known.byName.get(name) : undefined;
      };
      const opStarted = Date.now();
      await fuzzTarget(
        {
          name: operationName(op),
          arbitrary: requestArbitrary(op, roleArbitrary, { known: knownFor }),
          runs: runsOf(op),
          seed: config.seed + index * 7919,
          async execute(request) {
            const { answer } = send(op, request);
            const slow = Symbol('slow');
            const first = await Promise.race([
              answer,
              new Promise<typeof slow>((resolve) => setTimeout(() => resolve(slow), SLOW_MS)),
            ]);
            if (first !== slow) return first;
            late.push({ op, request, answer });
            return { status: 0 };
          },
          reproduce: curlOf,
        },
        report,
      );
      timings.push([operationName(op), Date.now() - opStarted]);
    }
    for (const { op, request, answer } of late) {
      const verdict = await answer;
      report.count(verdict);
      if (verdict.problem) {
        report.add(
          verdict.problem.signature,
          operationName(op),
          curlOf(request),
          verdict.problem.detail,
          false,
        );
      }
    }

    const slowest = timings
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join('; ');
    console.log(
      `${report.summary()}; ${((Date.now() - started) / 1000).toFixed(1)} s; ${late.length} slow answers awaited; slowest: ${slowest}`,
    );
    if (report.findings.size > 0) console.log(report.details());

    // Nothing found, and enough looked at to mean it.
    expect(report.findings.size, `problems found:\n${report.details(1)}`).toBe(0);
    expect(report.cases).toBeGreaterThanOrEqual(config.runs);
    const minimum = (op: Operation) => Math.min(MIN_CASES_PER_OPERATION, runsOf(op));
    const starved = operations
      .filter((op) => (report.casesPerTarget.get(operationName(op)) ?? 0) < minimum(op))
      .map(operationName);
    expect(starved, `operations with fewer than ${MIN_CASES_PER_OPERATION} cases`).toEqual([]);
    // Most cases are refused (roles, validation); some must get through, or nothing is tested.
    expect(report.statusClasses.get('2xx') ?? 0).toBeGreaterThan(report.cases * 0.03);
  }, 300_000);
});
