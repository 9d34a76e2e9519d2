import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('argon2id hashes', () => {
  it('verifies the right password only, and never throws on a broken hash', async () => {
    const hash = await hashPassword('Lantern-Orbit-Quartz-7');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Lantern-Orbit-Quartz-7')).toBe(true);
    expect(await verifyPassword(hash, 'Lantern-Orbit-Quartz-8')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
