import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { signIn } from '../test/auth-client.ts';
import { DEMO_PASSWORD } from '../test/test-app.ts';

/** The demo users the fuzzers act as: every kind of caller the API tells apart. */
export const SIGNED_IN_ROLES = [
  'admin',
  'customer-admin',
  'operator',
  'service-manager',
  'remote-operator',
] as const;
/** Callers without a session: nothing at all, the public key only, credentials that are wrong. */
export const ANONYMOUS_ROLES = ['signed-out', 'public-key', 'bad-credentials'] as const;
export const ROLES: readonly string[] = [...SIGNED_IN_ROLES, ...ANONYMOUS_ROLES];
/** How often each role calls: the administrators, who pass the role checks, most often. */
export const ROLE_WEIGHTS: Readonly<Record<string, number>> = {
  admin: 3,
  'customer-admin': 2,
};
export const roleArbitrary = fc.oneof(
  ...ROLES.map((role) => ({ weight: ROLE_WEIGHTS[role] ?? 1, arbitrary: fc.constant(role) })),
);

export interface Callers {
  /** The user ids and customer ids of the signed-in roles (kept away from destructive calls). */
  protectedIds: Set<string>;
  headersOf(role: string, tokenHeader?: 'authorization' | 'x-token'): Record<string, string>;
}

const BAD_TOKEN =
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.';

export async function signInCallers(app: FastifyInstance): Promise<Callers> {
  const tokens = new Map<string, string>();
  const protectedIds = new Set<string>();
  for (const role of SIGNED_IN_ROLES) {
    const result = await signIn(app, role);
    tokens.set(role, result.AccessToken);
    const claims = JSON.parse(
      Buffer.from(result.IdToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, string>;
    protectedIds.add(claims.sub!);
    protectedIds.add(claims['custom:cid']!);
  }
  const apiKey = app.env.PUBLIC_API_KEY;
  return {
    protectedIds,
    headersOf(role, tokenHeader = 'authorization'): Record<string, string> {
      const token = tokens.get(role);
      if (token) {
        return tokenHeader === 'x-token'
          ? { 'x-token': token }
          : { authorization: `Bearer ${token}` };
      }
      if (role === 'public-key') return { 'x-api-key': apiKey };
      if (role === 'bad-credentials') {
        return { authorization: `Bearer ${BAD_TOKEN}`, 'x-api-key': 'not-the-key' };
      }
      return {};
    },
  };
}

/** How a role's headers are written in a reproduction (the token comes from a sign-in line). */
function headerLines(role: string, tokenHeader: 'authorization' | 'x-token'): string[] {
  if ((SIGNED_IN_ROLES as readonly string[]).includes(role)) {
    return tokenHeader === 'x-token'
      ? [`-H "x-token: $TOKEN"`]
      : [`-H "authorization: Bearer $TOKEN"`];
  }
  if (role === 'public-key') return [`-H "x-api-key: $PUBLIC_API_KEY"`];
  if (role === 'bad-credentials') {
    return [
      `-H ${shellQuote(`authorization: Bearer ${BAD_TOKEN}`)}`,
      `-H 'x-api-key: not-the-key'`,
    ];
  }
  return [];
}

/**
 * A body as a curl argument: short printable text inline, anything else from a file (written
 * under the system's temp folder, named by its hash) with a note of what it holds.
 */
export function curlData(body: string | Buffer): { argument: string; notes: string[] } {
  if (typeof body === 'string' && body.length <= 2000 && /^[\x20-\x7e]*$/.test(body)) {
    return { argument: `--data-raw ${shellQuote(body)}`, notes: [] };
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const dir = path.join(tmpdir(), 'shuttle-ops-fuzz');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${createHash('sha1').update(bytes).digest('hex')}.body`);
  writeFileSync(file, bytes);
  const note =
    bytes.length <= 600
      ? `# body (base64): ${bytes.toString('base64')}`
      : `# body: ${bytes.length} bytes, starting ${JSON.stringify(bytes.subarray(0, 120).toString())}`;
  return { argument: `--data-binary @${file}`, notes: [note] };
}

/** Single quotes for a shell. */
export const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * A request as text and as a curl line against `npm start` (demo users seeded): the sign-in line
 * for the role, then the call. A body that is not short printable text goes to a file.
 */
export function curlOf(request: {
  role: string;
  tokenHeader: 'authorization' | 'x-token';
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}): string {
  const lines: string[] = [];
  if ((SIGNED_IN_ROLES as readonly string[]).includes(request.role)) {
    const signin = JSON.stringify({ username: request.role, password: DEMO_PASSWORD });
    lines.push(
      `TOKEN=$(curl -s -X POST http://127.0.0.1:8080/auth/signin -H 'content-type: application/json' -d ${shellQuote(signin)} | jq -r .AuthenticationResult.AccessToken)`,
    );
  }
  if (request.role === 'public-key') lines.push(`PUBLIC_API_KEY=shuttle-ops-public-demo-key`);
  const parts = [
    'curl -sS -i --path-as-is',
    `-X ${request.method}`,
    shellQuote(`http://127.0.0.1:8080${request.url}`),
    ...headerLines(request.role, request.tokenHeader),
    ...Object.entries(request.headers).map(([k, v]) => `-H ${shellQuote(`${k}: ${v}`)}`),
  ];
  if (request.body !== undefined) {
    const data = curlData(request.body);
    parts.push(data.argument);
    lines.push(...data.notes);
  }
  lines.push(parts.join(' '));
  return lines.join('\n');
}
