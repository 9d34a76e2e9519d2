/** User-facing identity messages (spec §8); the console matches on these exact strings. */
export const authMessages = {
  usernameEmpty: 'Username cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  codeEmpty: 'Confirmation code cannot be empty',
  challengeResponseEmpty: 'Challenge response cannot be empty',
  incorrectCredentials: 'Incorrect username or password.',
  userDoesNotExist: 'User does not exist.',
  attemptsExceeded: 'Password attempts exceeded',
  invalidMfaType: 'Invalid MFA type',
  noValidMfa: 'No valid MFA method provided',
  authenticationError: 'Authentication Error',
} as const;

/** Cognito-style error codes used in the `error.code` field of identity answers. */
export const authErrorCodes = {
  invalidParameter: 'InvalidParameterException',
  notAuthorized: 'NotAuthorizedException',
  tooManyRequests: 'TooManyRequestsException',
  invalidPassword: 'InvalidPasswordException',
  codeMismatch: 'CodeMismatchException',
  expiredCode: 'ExpiredCodeException',
  limitExceeded: 'LimitExceededException',
  passwordResetRequired: 'PasswordResetRequiredException',
  enableSoftwareTokenMfa: 'EnableSoftwareTokenMFAException',
} as const;
