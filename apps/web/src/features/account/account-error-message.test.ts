import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api/api-error.ts';
import {
  accountErrorMessage,
  WRONG_CODE,
  WRONG_CURRENT_PASSWORD,
} from './account-error-message.ts';

describe('accountErrorMessage', () => {
  it('says the current password is wrong instead of naming a username', () => {
    const error = new ApiError(401, 'NotAuthorizedException', 'Incorrect username or password.');
    expect(accountErrorMessage(error)).toBe(WRONG_CURRENT_PASSWORD);
  });

  it('says a code does not match', () => {
    const error = new ApiError(400, 'CodeMismatchException', 'Invalid code received for user');
    expect(accountErrorMessage(error)).toBe(WRONG_CODE);
  });

  it('passes the password policy through and words a lost connection', () => {
    const policy = new ApiError(
      400,
      'InvalidPasswordException',
      'Password does not conform to policy: too common',
    );
    expect(accountErrorMessage(policy)).toBe('Password does not conform to policy: too common');
    expect(accountErrorMessage(new ApiError(0, NETWORK_ERROR_CODE, 'x'))).toMatch(/reached/);
  });
});
