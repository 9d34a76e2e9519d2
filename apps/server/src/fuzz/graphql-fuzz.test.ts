import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  SIGNED_IN_ROLES,
  curlData,
  roleArbitrary,
  shellQuote,
  signInCallers,
  type Callers,
} from './fuzz-callers.ts';
import { FuzzReport, fuzzConfig, fuzzTarget, normalizeMessage, type Verdict } from './fuzz-run.ts';
import {
  abuseShapes,
  fieldCall,
  malformedRequests,
  type GraphqlPayload,
} from './graphql-documents.ts';
import { KnownValues } from './known-values.ts';

// "No 5xx for any input" for POST /graphql: documents built from the introspected schema with
// random arguments and variables, shapes known to hurt GraphQL servers, and malformed requests.
// See docs/api/fuzzing.md.

const TARGET_CASES = 1_500;
const MIN_CASES_PER_TARGET = 20;
/** A request without an answer after this long is a finding (a server that froze). */
const ANSWER_WITHIN_MS = 10_000;

/** Text that only an internal failure puts in a message: runtime errors, stacks, SQL. */
const LEAK =
  /RangeError|TypeError|ReferenceError|Maximum call stack|\bat \S+ \(|node_modules|\.[jt]s:\d+|Failed query|\bselect\b.+\bfrom\b|\binsert into\b|violates .* constraint|relation "|invalid byte sequence|Cannot read propert|is not a function|undefined is not/i;

interface GraphqlCase {
  role: string;
  /** Signed-in roles send the public key too, unless this is off. */
  withApiKey: boolean;
  payload: GraphqlPayload;
}

interface ErrorItem {
  message?: unknown;
  path?: unknown;
  extensions?: { code?: unknown; stacktrace?: unknown; exception?: unknown };
}

function reproduce(c: GraphqlCase): string {
  const lines: string[] = [];
  const signedIn = (SIGNED_IN_ROLES as readonly string[]).includes(c.role);
  if (signedIn) {
    lines.push(
      `TOKEN=$(curl -s -X POST http://127.0.0.1:8080/auth/signin -H 'content-type: application/json' -d '{"username":"${c.role}","password":"Harwell-Demo-2026"}' | jq -r .AuthenticationResult.AccessToken)`,
    );
  }
  const headers: string[] = [];
  if (signedIn) headers.push(`-H "x-token: $TOKEN"`);
  if ((signedIn && c.withApiKey) || c.role === 'public-key') {
    headers.push(`-H 'x-api-key: shuttle-ops-public-demo-key'`);
  }
  if (c.role === 'bad-credentials') headers.push(`-H 'x-token: not-a-token' -H 'x-api-key: wrong'`);
  if (c.payload.contentType)
    headers.push(`-H ${shellQuote(`content-type: ${c.payload.contentType}`)}`);
  const data = curlData(c.payload.body);
  lines.push(...data.notes);
  lines.push(
    `curl -sS -i -X POST http://127.0.0.1:8080/graphql ${headers.join(' ')} ${data.argument}`,
  );
  return lines.join('\n');
}

describe('GraphQL fuzzing: no 5xx and no internal error text for any document', () => {
  let t: TestApp;
  let callers: Callers;
  let schema: GraphQLSchema;
  const known = new KnownValues();
  const config = fuzzConfig(TARGET_CASES);
  // FUZZ_RUNS sets the REST count; this one has its own.
  const runs = Number(process.env.FUZZ_GRAPHQL_RUNS ?? TARGET_CASES);
  const report = new FuzzReport('GraphQL', config.seed);

  beforeAll(async () => {
    t = await createTestApp();
    callers = await signInCallers(t.app);
    const introspection = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...callers.headersOf('admin', 'x-token'), 'x-api-key': t.env.PUBLIC_API_KEY },
      payload: { query: getIntrospectionQuery() },
    });
    schema = buildClientSchema(introspection.json<{ data: IntrospectionQuery }>().data);
    for (const role of ['admin', 'customer-admin']) {
      for (const url of [
        '/dev/v1/vehicles',
        '/dev/v1/customers',
        '/dev/v1/routes',
        '/dev/v1/services',
      ]) {
        const res = await t.app.inject({ url, headers: callers.headersOf(role) });
        if (res.statusCode === 200) known.harvest(res.json());
      }
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers every document without a 5xx or a leaked internal error', async () => {
    const started = Date.now();
    expect(known.uuids.length).toBeGreaterThan(3);

    const headersOf = (c: GraphqlCase): Record<string, string> => {
      const headers = callers.headersOf(c.role, 'x-token');
      if ((SIGNED_IN_ROLES as readonly string[]).includes(c.role) && c.withApiKey) {
        headers['x-api-key'] = t.env.PUBLIC_API_KEY;
      }
      if (c.role === 'bad-credentials') headers['x-token'] = 'not-a-token';
      if (c.payload.contentType) headers['content-type'] = c.payload.contentType;
      return headers;
    };

    const judge = (res: LightMyRequestResponse): Verdict => {
      const status = res.statusCode;
      const problem = (signature: string) => ({
        status,
        problem: { signature, detail: `${status} ${res.body.slice(0, 400)}` },
      });
      if (status >= 500) return problem(`HTTP ${status}`);
      let body: { errors?: ErrorItem[]; error?: { code?: unknown; message?: unknown } };
      try {
        body = res.json();
      } catch {
        return problem(`HTTP ${status} not JSON`);
      }
      if (status >= 400) {
        const graphqlShape = Array.isArray(body.errors) && body.errors.length > 0;
        const restShape =
          typeof body.error?.code === 'string' && typeof body.error.message === 'string';
        if (!graphqlShape && !restShape) return problem(`HTTP ${status} without errors`);
      }
      for (const error of body.errors ?? []) {
        const message = typeof error.message === 'string' ? error.message : '';
        if (typeof error.message !== 'string') return problem('an error without a message');
        if (LEAK.test(message)) return problem(`leaked: ${normalizeMessage(message)}`);
        if (error.extensions?.stacktrace || error.extensions?.exception) {
          return problem('leaked: a stack trace in extensions');
        }
        if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') {
          const field = Array.isArray(error.path) ? String(error.path[0]) : '?';
          return problem(`internal error in field ${field}`);
        }
      }
      if (typeof body.error?.message === 'string' && LEAK.test(body.error.message)) {
        return problem(`leaked: ${normalizeMessage(body.error.message)}`);
      }
      return { status };
    };

    const execute = async (c: GraphqlCase): Promise<Verdict> => {
      const answer = t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: headersOf(c),
        payload: c.payload.body,
      });
      const late = Symbol('late');
      const res = await Promise.race([
        answer,
        new Promise<typeof late>((resolve) => setTimeout(() => resolve(late), ANSWER_WITHIN_MS)),
      ]);
      if (res === late) {
        return {
          status: 0,
          problem: { signature: `no answer within ${ANSWER_WITHIN_MS} ms`, detail: 'timed out' },
        };
      }
      return judge(res);
    };

    const caseOf = (payload: fc.Arbitrary<GraphqlPayload>): fc.Arbitrary<GraphqlCase> =>
      fc.record({
        role: roleArbitrary,
        withApiKey: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.constant(false)),
        payload,
      });

    const fields = [
      ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ({
        op: 'query' as const,
        f,
      })),
      ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ({
        op: 'mutation' as const,
        f,
      })),
    ];
    expect(fields.length).toBeGreaterThan(5);
    const shapes = abuseShapes(schema);
    const fieldRuns = Math.max(1, Math.ceil((runs * 0.65) / fields.length));
    const targets = [
      ...fields.map(({ op, f }) => ({
        name: `${op} ${f.name}`,
        runs: fieldRuns,
        payload: fieldCall(op, f, known.uuids).map((request): GraphqlPayload => ({
          body: JSON.stringify(request),
          contentType: 'application/json',
        })),
      })),
      ...Object.entries(shapes).map(([name, payload]) => ({
        name: `abuse: ${name}`,
        runs: Math.ceil((runs * 0.2) / Object.keys(shapes).length),
        payload,
      })),
      { name: 'malformed requests', runs: Math.ceil(runs * 0.15), payload: malformedRequests },
    ];

    for (const [index, target] of targets.entries()) {
      await fuzzTarget(
        {
          name: target.name,
          arbitrary: caseOf(target.payload),
          runs: target.runs,
          seed: config.seed + index * 7919,
          execute,
          reproduce,
        },
        report,
      );
    }

    console.log(`${report.summary()}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (report.findings.size > 0) console.log(report.details());

    expect(report.findings.size, `problems found:\n${report.details(1)}`).toBe(0);
    expect(report.cases).toBeGreaterThanOrEqual(runs);
    const starved = targets
      .filter(
        (tg) => (report.casesPerTarget.get(tg.name) ?? 0) < Math.min(MIN_CASES_PER_TARGET, tg.runs),
      )
      .map((tg) => tg.name);
    expect(starved, `targets with fewer than ${MIN_CASES_PER_TARGET} cases`).toEqual([]);
    expect(report.statusClasses.get('2xx') ?? 0).toBeGreaterThan(report.cases * 0.05);
  }, 300_000);
});
