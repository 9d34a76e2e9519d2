import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@shuttle-ops/domain';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';

/** How long a password set by an administrator may be used for the first sign-in. */
export const TEMPORARY_PASSWORD_TTL_MS = 7 * 24 * 3600_000;

/** A hash of nothing anyone knows, verified for unknown users so both paths cost the same. */
let decoyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await decoyHash, password);
}

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Strips what people add to a common word to pass a length rule ("password1234!"). */
function core(password: string): string {
  return password
    .toLowerCase()
    .replace(/[\d\W_]+$/u, '')
    .replace(/^[\d\W_]+/u, '');
}

/** Returns why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  if (password.length > 256) return 'Password must be at most 256 characters long';
  if (password.trim() !== password) return 'Password must not begin or end with a space';
  const lower = password.toLowerCase();
  const word = core(password);
  if (common.has(lower) || (word.length >= 4 && common.has(word))) {
    return 'Password is too common; choose a less predictable one';
  }
  if (username && username.length >= 4 && lower.includes(username.toLowerCase())) {
    return 'Password must not contain the username';
  }
  if (new Set(password).size < 4) return 'Password must use at least 4 different characters';
  return null;
}
