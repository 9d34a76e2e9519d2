import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwordProblem', () => {
  it.each([
    ['short', /at least 12 characters/],
    ['password1234', /too common/],
    ['Password1234!', /too common/],
    ['123456789012', /too common/],
    ['qwertyuiop12', /too common/],
    ['!!sunshine2024!!', /too common/],
    ['aaaaaaaaaaaaaaaa', /too common|4 different/],
    [' leading-space-pass', /space/],
    ['my-name-is-jane-doe', /username/],
  ])('refuses %s', (password, reason) => {
    expect(passwordProblem(password, 'jane-doe')).toMatch(reason);
  });

  it.each(['Harwell-Demo-2026', 'Lantern-Orbit-Quartz-7', 'correct horse battery staple'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, 'jane-doe')).toBeNull();
    },
  );
});

describe('argon2id hashes', () => {
  it('verifies the right password only, and never throws on a broken hash', async () => {
    const hash = await hashPassword('Lantern-Orbit-Quartz-7');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Lantern-Orbit-Quartz-7')).toBe(true);
    expect(await verifyPassword(hash, 'Lantern-Orbit-Quartz-8')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
