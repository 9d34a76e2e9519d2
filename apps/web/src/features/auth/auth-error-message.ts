import { authMessages } from '@shuttle-ops/domain';
import { isApiError, NETWORK_ERROR_CODE } from '../../lib/api/api-error.ts';

export const NETWORK_ERROR_MESSAGE = 'Network error: the server could not be reached.';

/**
 * Spec §8: "User does not exist." is shown as "Incorrect username or password."; other messages as
 * the server gives them.
 */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR_CODE) return NETWORK_ERROR_MESSAGE;
    if (error.message === authMessages.userDoesNotExist) return authMessages.incorrectCredentials;
    return error.message;
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return authMessages.authenticationError;
}
