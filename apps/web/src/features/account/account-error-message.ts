import { authErrorCodes } from '@shuttle-ops/domain';
import { isApiError, NETWORK_ERROR_CODE } from '../../lib/api/api-error.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const WRONG_CODE = 'That is not the code your app shows now. Enter the current code.';

/** What went wrong with a change of password or authenticator, in the user's words. */
export function accountErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR_CODE) return 'The server could not be reached. Try again.';
    if (error.code === authErrorCodes.notAuthorized && error.status === 401) {
      return WRONG_CURRENT_PASSWORD;
    }
    if (error.code === authErrorCodes.codeMismatch) return WRONG_CODE;
    return error.message;
  }
  return 'Something went wrong. Try again.';
}
