import { can, type ApiAction, type Session } from '@shuttle-ops/domain';
import { HttpError } from '../../lib/http-error.ts';
import { TenantScope } from '../../lib/tenant-scope.ts';
import type { TokenFactory } from '../identity/index.ts';
import { idArg } from './arguments.ts';
import { forbiddenError, unauthenticated } from './graphql-errors.ts';

/**
 * Who calls (spec §6): every call carries the public `x-api-key`; tenant data needs the user's
 * access token as `x-token` (or `Authorization: Bearer`). Without a token the caller is public.
 */
export interface GraphqlCaller {
  session: Session | null;
  /** A token was given but is invalid or has expired (the error says so). */
  badToken: boolean;
  /** Without a session: the customer whose public feed it gets by default (the platform owner). */
  publicCustomerId?: string | null;
}

export const PUBLIC_CALLER: GraphqlCaller = { session: null, badToken: false };

/** Header-like values: a header of an HTTP request, or a field of a connection_init payload. */
export type HeaderBag = Readonly<Record<string, unknown>>;

/** A header by name, case-insensitively; the first value of a repeated one. */
export function headerOf(headers: HeaderBag | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first: unknown = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first.length > 0 ? first : undefined;
  }
  return undefined;
}

/** The access token of `x-token`, or of `Authorization: Bearer`. */
export function tokenOf(headers: HeaderBag | undefined): string | undefined {
  const xToken = headerOf(headers, 'x-token');
  if (xToken) return xToken;
  const authorization = headerOf(headers, 'authorization');
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
}

/** The access token's expiry in epoch ms (read after the token factory has verified it). */
export function tokenExpiry(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** The caller of a token, verified by the server's token factory (as the auth plugin does). */
export async function callerOf(
  tokens: TokenFactory,
  token: string | undefined,
): Promise<GraphqlCaller> {
  if (!token) return PUBLIC_CALLER;
  const session = await tokens.readAccessToken(token);
  return { session, badToken: session === null };
}

/** The error of a call that needs a signed-in user and has none. */
export const unauthenticatedFor = (caller: GraphqlCaller) =>
  unauthenticated(
    caller.badToken
      ? 'The x-token is invalid or has expired.'
      : 'This needs the signed-in user’s access token in x-token.',
  );

export function requireSession(caller: GraphqlCaller): Session {
  if (caller.session) return caller.session;
  throw unauthenticatedFor(caller);
}

/**
 * The customer whose data a call may read: the caller's own, or the one `Customer_ID` names
 * (platform-owner administrators only, as TenantScope rules); after the permission check.
 */
export function scopeFor(caller: GraphqlCaller, action: ApiAction, customerArg: unknown) {
  const session = requireSession(caller);
  if (!can(session, action)) throw forbiddenError();
  const requested = idArg('Customer_ID', customerArg);
  try {
    return TenantScope.of(session).forCustomer(requested);
  } catch (err) {
    if (err instanceof HttpError) throw forbiddenError(err.message);
    throw err;
  }
}
