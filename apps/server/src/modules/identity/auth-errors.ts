import { authErrorCodes, authMessages } from '@shuttle-ops/domain';
import { HttpError } from '../../lib/http-error.ts';

/** The identity answers of spec §8, with Cognito's codes. */
export const authErrors = {
  incorrectCredentials: () =>
    new HttpError(401, authErrorCodes.notAuthorized, authMessages.incorrectCredentials),
  attemptsExceeded: () =>
    new HttpError(429, authErrorCodes.tooManyRequests, authMessages.attemptsExceeded),
  disabled: () => new HttpError(401, authErrorCodes.notAuthorized, 'User is disabled.'),
  temporaryPasswordExpired: () =>
    new HttpError(
      401,
      authErrorCodes.notAuthorized,
      'Temporary password has expired and must be reset by an administrator.',
    ),
  resetRequired: () =>
    new HttpError(
      400,
      authErrorCodes.passwordResetRequired,
      'Password reset required for the user',
    ),
  invalidSession: () =>
    new HttpError(
      401,
      authErrorCodes.notAuthorized,
      'Invalid session for the user, session is expired.',
    ),
  invalidRefreshToken: () =>
    new HttpError(401, authErrorCodes.notAuthorized, 'Invalid Refresh Token'),
  challengeResponseEmpty: () =>
    new HttpError(400, authErrorCodes.invalidParameter, authMessages.challengeResponseEmpty),
  invalidPassword: (reason: string) =>
    new HttpError(
      400,
      authErrorCodes.invalidPassword,
      `Password does not conform to policy: ${reason}`,
    ),
  codeMismatch: () =>
    new HttpError(400, authErrorCodes.codeMismatch, 'Invalid code received for user'),
  resetCodeMismatch: () =>
    new HttpError(
      400,
      authErrorCodes.codeMismatch,
      'Invalid verification code provided, please try again.',
    ),
  resetCodeExpired: () =>
    new HttpError(
      400,
      authErrorCodes.expiredCode,
      'Invalid code provided, please request a code again.',
    ),
  resetAttemptsExceeded: () =>
    new HttpError(
      429,
      authErrorCodes.limitExceeded,
      'Attempt limit exceeded, please request a new code.',
    ),
  noMfaSetup: () =>
    new HttpError(400, authErrorCodes.enableSoftwareTokenMfa, authMessages.noValidMfa),
};
