import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwords.ts';

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
