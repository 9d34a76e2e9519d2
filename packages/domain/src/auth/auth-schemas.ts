import { z } from 'zod';
import { authMessages } from './auth-messages.ts';

const tooLong = (max: number) => ({ error: `must be at most ${max} characters` });

const required = (message: string, max = 256) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, tooLong(max));

/** A password is not trimmed: spaces are part of it. */
const requiredSecret = (message: string) =>
  z.string({ error: message }).min(1, { error: message }).max(256, tooLong(256));

export const PASSWORD_MIN_LENGTH = 12;

export const signInBody = z.object({
  username: required(authMessages.usernameEmpty),
  password: requiredSecret(authMessages.passwordEmpty),
});
export type SignInBody = z.infer<typeof signInBody>;

export const challengeNames = ['NEW_PASSWORD_REQUIRED', 'SOFTWARE_TOKEN_MFA'] as const;
export type ChallengeName = (typeof challengeNames)[number];

export const challengeBody = z.object({
  ChallengeName: z.enum(challengeNames, { error: authMessages.invalidMfaType }),
  Session: required('Session cannot be empty', 4096),
  ChallengeResponses: z
    .object({
      NEW_PASSWORD: z.string().max(256).optional(),
      SOFTWARE_TOKEN_MFA_CODE: z.string().max(16).optional(),
    })
    .default({}),
});
export type ChallengeBody = z.infer<typeof challengeBody>;

export const refreshBody = z.object({
  RefreshToken: required('RefreshToken cannot be empty', 1024),
});
export const signOutBody = z.object({ RefreshToken: z.string().max(1024).optional() });

export const forgotPasswordBody = z.object({ username: required(authMessages.usernameEmpty) });
export const confirmForgotPasswordBody = z.object({
  username: required(authMessages.usernameEmpty),
  code: required(authMessages.codeEmpty),
  password: requiredSecret(authMessages.passwordEmpty),
});
export const changePasswordBody = z.object({
  PreviousPassword: requiredSecret(authMessages.passwordEmpty),
  ProposedPassword: requiredSecret(authMessages.passwordEmpty),
});
export const totpVerifyBody = z.object({
  UserCode: required(authMessages.challengeResponseEmpty).regex(/^\d{6}$/, {
    error: 'The code must be 6 digits',
  }),
});

export const authenticationResult = z.object({
  IdToken: z.string(),
  AccessToken: z.string(),
  RefreshToken: z.string().optional(),
  ExpiresIn: z.number().int(),
  TokenType: z.literal('Bearer'),
});
export type AuthenticationResult = z.infer<typeof authenticationResult>;

export const signInResponse = z.union([
  z.object({ AuthenticationResult: authenticationResult }),
  z.object({
    ChallengeName: z.enum(challengeNames),
    Session: z.string(),
    ChallengeParameters: z.record(z.string(), z.string()),
  }),
]);
export type SignInResponse = z.infer<typeof signInResponse>;

export const currentUserResponse = z.object({
  Username: z.string(),
  UserAttributes: z.object({
    sub: z.string(),
    email: z.string().optional(),
    preferred_username: z.string().optional(),
    'custom:cname': z.string(),
    'custom:cid': z.string(),
  }),
  Groups: z.array(z.string()),
  MfaEnabled: z.boolean(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

export const totpSetupResponse = z.object({ SecretCode: z.string(), otpauthUri: z.string() });
export const codeDeliveryResponse = z.object({
  CodeDeliveryDetails: z.object({
    DeliveryMedium: z.literal('EMAIL'),
    Destination: z.string(),
  }),
});
