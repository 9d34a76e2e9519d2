import { createHash, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from '../../lib/password-hash.ts';
import type { VehicleDirectory, VehicleIdentity } from './vehicle-directory.ts';

export interface VehicleAuthOptions {
  directory: VehicleDirectory;
  verify?: (hash: string, password: string) => Promise<boolean>;
  /** How long a verified password is trusted without argon2 again. */
  ttlMs?: number;
  now?: () => number;
}

const digest = (password: Buffer) => createHash('sha256').update(password).digest();
const MAX_REMEMBERED = 10_000;

/**
 * Signs a vehicle in with its own MQTT credentials: username → vehicle row → argon2 verify.
 * A successful verification is remembered for a minute (as a SHA-256 of the password, against
 * the hash it was verified with), so a reconnect storm of a whole fleet costs one database read
 * per vehicle, not 20 ms of argon2 each. A rotated password changes the hash and so misses.
 */
export function vehicleAuthenticator(options: VehicleAuthOptions) {
  const verify = options.verify ?? verifyPassword;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const verified = new Map<string, { hash: string; password: Buffer; until: number }>();

  return async (username: string, password: Buffer): Promise<VehicleIdentity | null> => {
    const found = await options.directory.credentialsOf(username);
    if (!found?.passwordHash) return null;
    const hash = found.passwordHash;
    const sha = digest(password);
    const remembered = verified.get(username);
    if (
      remembered &&
      remembered.until > now() &&
      remembered.hash === hash &&
      timingSafeEqual(remembered.password, sha)
    ) {
      return found.identity;
    }
    if (!(await verify(hash, password.toString('utf8')))) return null;
    if (verified.size >= MAX_REMEMBERED) verified.delete(verified.keys().next().value!);
    verified.set(username, { hash, password: sha, until: now() + ttlMs });
    return found.identity;
  };
}

export type VehicleAuthenticator = ReturnType<typeof vehicleAuthenticator>;
