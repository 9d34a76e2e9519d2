export type JwtPayload = Record<string, unknown>;

function base64UrlToText(segment: string): string {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload. The browser does not verify signatures: the server does on every call,
 * and the claims here only shape the interface.
 */
export function decodeJwtPayload(token: string): JwtPayload {
  const segments = token.split('.');
  const payload = segments[1];
  if (segments.length !== 3 || payload === undefined || payload === '') {
    throw new Error('Malformed token: expected three dot-separated segments');
  }
  let value: unknown;
  try {
    value = JSON.parse(base64UrlToText(payload));
  } catch {
    throw new Error('Malformed token: the payload is not base64url-encoded JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('Malformed token: the payload is not a JSON object');
  }
  return value as JwtPayload;
}

/** The `exp` claim in epoch milliseconds, or null when the token carries none. */
export function expiryOf(payload: JwtPayload): number | null {
  const exp = payload['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}
