import {
  codeDeliveryResponse,
  currentUserResponse,
  signInResponse,
  totpSetupResponse,
} from '@shuttle-ops/domain';
import type {
  AuthenticationResult,
  ChallengeName,
  CurrentUserResponse,
  SignInResponse,
} from '@shuttle-ops/domain';
import { ApiError } from '../api/api-error.ts';
import { requestJson } from '../api/http.ts';

interface WireSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Answers are checked against the shared wire schemas, so a drifting server fails loudly here. */
function parse<T>(schema: WireSchema<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(200, 'InvalidResponse', `The server sent an unexpected ${what} answer.`);
  }
  return result.data;
}

export type TotpSetup = ReturnType<typeof totpSetupResponse.parse>;

export type CodeDelivery = ReturnType<typeof codeDeliveryResponse.parse>['CodeDeliveryDetails'];

export interface ChallengeAnswer {
  NEW_PASSWORD?: string;
  SOFTWARE_TOKEN_MFA_CODE?: string;
}

/** The identity endpoints of the server (Cognito-shaped, DESIGN.md). No UI side effects. */
export const authApi = {
  async signIn(username: string, password: string): Promise<SignInResponse> {
    const body = await requestJson('/auth/signin', { body: { username, password } });
    return parse(signInResponse, body, 'sign-in');
  },

  async respondToChallenge(
    challengeName: ChallengeName,
    session: string,
    responses: ChallengeAnswer,
  ): Promise<SignInResponse> {
    const body = await requestJson('/auth/challenge', {
      body: { ChallengeName: challengeName, Session: session, ChallengeResponses: responses },
    });
    return parse(signInResponse, body, 'challenge');
  },

  async refresh(refreshToken: string): Promise<AuthenticationResult> {
    const body = await requestJson('/auth/refresh', { body: { RefreshToken: refreshToken } });
    const answer = parse(signInResponse, body, 'refresh');
    if (!('AuthenticationResult' in answer)) {
      throw new ApiError(200, 'InvalidResponse', 'The server sent an unexpected refresh answer.');
    }
    return answer.AuthenticationResult;
  },

  async signOut(refreshToken: string, accessToken: string): Promise<void> {
    await requestJson('/auth/signout', { body: { RefreshToken: refreshToken }, accessToken });
  },

  async forgotPassword(username: string): Promise<CodeDelivery> {
    const body = await requestJson('/auth/forgot-password', { body: { username } });
    return parse(codeDeliveryResponse, body, 'forgot-password').CodeDeliveryDetails;
  },

  async confirmForgotPassword(username: string, code: string, password: string): Promise<void> {
    await requestJson('/auth/confirm-forgot-password', { body: { username, code, password } });
  },

  async changePassword(
    accessToken: string,
    previousPassword: string,
    proposedPassword: string,
  ): Promise<void> {
    await requestJson('/auth/change-password', {
      body: { PreviousPassword: previousPassword, ProposedPassword: proposedPassword },
      accessToken,
    });
  },

  /** Starts enrolling an authenticator app: a new secret and its otpauth:// address. */
  async setupTotp(accessToken: string): Promise<TotpSetup> {
    const body = await requestJson('/auth/totp/setup', { method: 'POST', accessToken });
    return parse(totpSetupResponse, body, 'authenticator setup');
  },

  /** Confirms the enrolment with a code from the app; sign-ins then ask for a code. */
  async verifyTotp(accessToken: string, code: string): Promise<void> {
    await requestJson('/auth/totp/verify', { body: { UserCode: code }, accessToken });
  },

  async currentUser(accessToken: string): Promise<CurrentUserResponse> {
    const body = await requestJson('/auth/user', { accessToken });
    return parse(currentUserResponse, body, 'current-user');
  },
};

export type AuthApi = typeof authApi;
