import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { authErrorMessage, NETWORK_ERROR_MESSAGE } from './auth-error-message.ts';

describe('authErrorMessage', () => {
  it('shows "User does not exist." as "Incorrect username or password."', () => {
    const error = new ApiError(400, 'UserNotFoundException', 'User does not exist.');
    expect(authErrorMessage(error)).toBe('Incorrect username or password.');
  });

  it('shows other server messages as given', () => {
    const error = new ApiError(429, 'TooManyRequestsException', 'Password attempts exceeded');
    expect(authErrorMessage(error)).toBe('Password attempts exceeded');
  });

  it('names network failures', () => {
    expect(authErrorMessage(new ApiError(0, 'NetworkError', 'x'))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('falls back to the identity service message for unknown failures', () => {
    expect(authErrorMessage('boom')).toBe('Authentication Error');
  });
});
