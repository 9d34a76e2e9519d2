import { describe, expect, it } from 'vitest';
import {
  newPasswordCheck,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  sameAs,
  validateChallengeResponse,
  validateConfirmationCode,
  validatePassword,
  validateUsername,
} from './login-validation.ts';

describe('login validation (spec §8 messages)', () => {
  it('refuses an empty or blank username', () => {
    expect(validateUsername('')).toBe('Username cannot be empty');
    expect(validateUsername('   ')).toBe('Username cannot be empty');
    expect(validateUsername('operator')).toBeNull();
  });

  it('refuses an empty password but keeps spaces as part of one', () => {
    expect(validatePassword('')).toBe('Password cannot be empty');
    expect(validatePassword('   ')).toBeNull();
  });

  it('refuses an empty confirmation code', () => {
    expect(validateConfirmationCode(' ')).toBe('Confirmation code cannot be empty');
    expect(validateConfirmationCode('123456')).toBeNull();
  });

  it('refuses an empty challenge response', () => {
    expect(validateChallengeResponse('')).toBe('Challenge response cannot be empty');
    expect(validateChallengeResponse('123456')).toBeNull();
  });

  it('checks a new password for emptiness first, then for length', () => {
    const check = newPasswordCheck('Challenge response cannot be empty');
    expect(check('')).toBe('Challenge response cannot be empty');
    expect(check('short')).toBe(PASSWORD_TOO_SHORT);
    expect(check('Harwell-Demo-2027')).toBeNull();
  });

  it('asks for the repeated password to match', () => {
    expect(sameAs('Harwell-Demo-2027', 'Harwell-Demo-2028')).toBe(PASSWORDS_DIFFER);
    expect(sameAs('Harwell-Demo-2027', 'Harwell-Demo-2027')).toBeNull();
  });
});
