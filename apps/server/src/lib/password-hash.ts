import { hash, verify } from '@node-rs/argon2';

const ARGON2 = {
  algorithm: 2, // Argon2id (the library's const enum cannot be imported here)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** An Argon2id hash of a password or secret (users' passwords, vehicles' MQTT passwords). */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** Whether the password matches the hash; a malformed hash matches nothing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
