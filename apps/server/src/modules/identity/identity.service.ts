import { randomInt, timingSafeEqual } from 'node:crypto';
import type {
  AuthenticationResult,
  ChallengeBody,
  SignInResponse,
  Session,
} from '@shuttle-ops/domain';
import type { AuditRepository } from '../audit/index.ts';
import type { Outbox } from '../mail/index.ts';
import { authErrors } from './auth-errors.ts';
import type { IdentityRepository, PoolUser } from './identity.repository.ts';
import { MAX_FAILED_ATTEMPTS, lockedUntil } from './lockout.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { burnVerifyTime, passwordProblem } from './passwords.ts';
import { REFRESH_TOKEN_TTL_S, hashToken, newRefreshToken, type TokenFactory } from './tokens.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';

const RESET_CODE_TTL_MS = 60 * 60_000;
const MAX_RESET_ATTEMPTS = 5;

export interface RequestMeta {
  requestId: string;
  ip: string;
}

export interface IdentityDeps {
  repo: IdentityRepository;
  tokens: TokenFactory;
  audit: AuditRepository;
  outbox: Outbox;
  now?: () => Date;
}

/** The user pool's rules: sign-in and its challenges, tokens, passwords and MFA. */
export function identityService({
  repo,
  tokens,
  audit,
  outbox,
  now = () => new Date(),
}: IdentityDeps) {
  const record = (
    meta: RequestMeta,
    action: string,
    outcome: 'success' | 'failure' | 'denied',
    user?: Pick<PoolUser, 'id' | 'username' | 'customerId'> | { username: string },
    details?: Record<string, unknown>,
  ) =>
    audit.record({
      action,
      outcome,
      requestId: meta.requestId,
      ip: meta.ip,
      username: user?.username,
      userId: user && 'id' in user ? user.id : undefined,
      customerId: user && 'customerId' in user ? user.customerId : undefined,
      details,
    });

  async function completeSignIn(user: PoolUser, meta: RequestMeta): Promise<SignInResponse> {
    const refreshToken = newRefreshToken();
    await repo.storeRefreshToken(
      hashToken(refreshToken),
      user.id,
      new Date(now().getTime() + REFRESH_TOKEN_TTL_S * 1000),
    );
    const result = await tokens.issue(user);
    await record(meta, 'auth.signin', 'success', user);
    return { AuthenticationResult: { ...result, RefreshToken: refreshToken } };
  }

  async function challenge(
    user: PoolUser,
    name: ChallengeBody['ChallengeName'],
  ): Promise<SignInResponse> {
    return {
      ChallengeName: name,
      Session: await tokens.challenge(user, name),
      ChallengeParameters: {},
    };
  }

  /** After the password (or a new one) is accepted: MFA if enrolled, else tokens. */
  async function nextStep(user: PoolUser, meta: RequestMeta): Promise<SignInResponse> {
    if (user.totpEnabled && user.totpSecret) return challenge(user, 'SOFTWARE_TOKEN_MFA');
    return completeSignIn(user, meta);
  }

  /** Counts a failed password or code; the failure that locks the account is recorded as such. */
  async function recordFailure(user: PoolUser, meta: RequestMeta, action: string) {
    const { failures } = await repo.recordFailure(user.id, (n) => lockedUntil(n, now()));
    await record(meta, action, 'failure', user, { failures });
    if (failures === MAX_FAILED_ATTEMPTS) {
      await record(meta, 'auth.lockout', 'denied', user, { failures, action });
    }
    return failures;
  }

  async function countFailure(user: PoolUser, meta: RequestMeta, action: string): Promise<never> {
    const failures = await recordFailure(user, meta, action);
    throw failures > MAX_FAILED_ATTEMPTS
      ? authErrors.attemptsExceeded()
      : authErrors.incorrectCredentials();
  }

  async function clearFailures(user: PoolUser): Promise<void> {
    if (user.failedAttempts > 0 || user.lockedUntil) {
      await repo.updateUser(user.id, { failedAttempts: 0, lockedUntil: null });
    }
  }

  async function assertNotLocked(user: PoolUser, meta: RequestMeta, action: string): Promise<void> {
    if (user.lockedUntil && user.lockedUntil > now()) {
      await record(meta, action, 'denied', user, { reason: 'locked' });
      throw authErrors.attemptsExceeded();
    }
  }

  async function setPassword(user: PoolUser, password: string): Promise<void> {
    const problem = passwordProblem(password, user.username);
    if (problem) throw authErrors.invalidPassword(problem);
    await repo.updateUser(user.id, {
      passwordHash: await hashPassword(password),
      status: 'CONFIRMED',
      temporaryPasswordExpiresAt: null,
      failedAttempts: 0,
      lockedUntil: null,
    });
  }

  async function requireUser(session: Session): Promise<PoolUser> {
    const user = await repo.findById(session.sub);
    if (!user || !user.enabled) throw authErrors.invalidSession();
    return user;
  }

  return {
    async signIn(username: string, password: string, meta: RequestMeta): Promise<SignInResponse> {
      const user = await repo.findByUsername(username);
      if (!user) {
        await burnVerifyTime(password);
        await record(meta, 'auth.signin', 'failure', { username }, { reason: 'unknown user' });
        throw authErrors.incorrectCredentials();
      }
      await assertNotLocked(user, meta, 'auth.signin');
      if (!(await verifyPassword(user.passwordHash, password))) {
        return countFailure(user, meta, 'auth.signin');
      }
      await clearFailures(user);
      if (!user.enabled) {
        await record(meta, 'auth.signin', 'denied', user, { reason: 'disabled' });
        throw authErrors.disabled();
      }
      if (user.status === 'RESET_REQUIRED') throw authErrors.resetRequired();
      if (user.status === 'FORCE_CHANGE_PASSWORD') {
        if (user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt < now()) {
          await record(meta, 'auth.signin', 'denied', user, {
            reason: 'temporary password expired',
          });
          throw authErrors.temporaryPasswordExpired();
        }
        return challenge(user, 'NEW_PASSWORD_REQUIRED');
      }
      return nextStep(user, meta);
    },

    async respondToChallenge(body: ChallengeBody, meta: RequestMeta): Promise<SignInResponse> {
      const userId = await tokens.readChallenge(body.Session, body.ChallengeName);
      const user = userId ? await repo.findById(userId) : undefined;
      if (!user || !user.enabled) throw authErrors.invalidSession();
      await assertNotLocked(user, meta, 'auth.challenge');

      if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
        const proposed = body.ChallengeResponses.NEW_PASSWORD;
        if (!proposed) throw authErrors.challengeResponseEmpty();
        if (user.status !== 'FORCE_CHANGE_PASSWORD') throw authErrors.invalidSession();
        if (await verifyPassword(user.passwordHash, proposed)) {
          throw authErrors.invalidPassword('the new password must differ from the temporary one');
        }
        await setPassword(user, proposed);
        await record(meta, 'auth.password.set', 'success', user);
        return nextStep({ ...user, status: 'CONFIRMED' }, meta);
      }

      const code = body.ChallengeResponses.SOFTWARE_TOKEN_MFA_CODE?.trim();
      if (!code) throw authErrors.challengeResponseEmpty();
      if (!user.totpEnabled || !user.totpSecret) throw authErrors.noMfaSetup();
      const step = await checkTotp(user.totpSecret, code, user.totpLastTimeStep);
      if (step === null) {
        const failures = await recordFailure(user, meta, 'auth.mfa');
        throw failures > MAX_FAILED_ATTEMPTS
          ? authErrors.attemptsExceeded()
          : authErrors.codeMismatch();
      }
      await repo.updateUser(user.id, {
        totpLastTimeStep: step,
        failedAttempts: 0,
        lockedUntil: null,
      });
      return completeSignIn(user, meta);
    },

    async refresh(refreshToken: string, meta: RequestMeta): Promise<AuthenticationResult> {
      const row = await repo.findLiveRefreshToken(hashToken(refreshToken), now());
      const user = row ? await repo.findById(row.userId) : undefined;
      if (!user) {
        await record(meta, 'auth.refresh', 'failure', undefined, { reason: 'invalid token' });
        throw authErrors.invalidRefreshToken();
      }
      if (!user.enabled) throw authErrors.disabled();
      return tokens.issue(user);
    },

    /** Revokes the given refresh token, or every one of the user's when only a session is known. */
    async signOut(refreshToken: string | undefined, session: Session | null, meta: RequestMeta) {
      let userId: string | undefined;
      if (refreshToken) userId = await repo.revokeRefreshToken(hashToken(refreshToken));
      else if (session) {
        await repo.revokeAllRefreshTokens(session.sub);
        userId = session.sub;
      }
      const user = userId ? await repo.findById(userId) : undefined;
      await record(meta, 'auth.signout', 'success', user);
    },

    async forgotPassword(username: string, meta: RequestMeta) {
      const user = await repo.findByUsername(username);
      // The answer is the same whether or not the user exists, so it reveals nothing.
      const answer = {
        CodeDeliveryDetails: {
          DeliveryMedium: 'EMAIL' as const,
          Destination: 'the email address on file',
        },
      };
      if (!user?.enabled || !user.email) {
        await record(
          meta,
          'auth.password.forgot',
          'failure',
          { username },
          { reason: 'no deliverable user' },
        );
        return answer;
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.putResetCode(
        user.id,
        hashToken(`${user.id}:${code}`),
        new Date(now().getTime() + RESET_CODE_TTL_MS),
      );
      await outbox.send({
        to: user.email,
        subject: 'Your Shuttle Ops password reset code',
        body: `Hello ${user.preferredUsername ?? user.username},\n\nYour confirmation code is ${code}. It is valid for 60 minutes.\nIf you did not ask for it, you can ignore this message.`,
      });
      await record(meta, 'auth.password.forgot', 'success', user);
      return answer;
    },

    async confirmForgotPassword(
      username: string,
      code: string,
      password: string,
      meta: RequestMeta,
    ) {
      const user = await repo.findByUsername(username);
      const reset = user ? await repo.findResetCode(user.id) : undefined;
      if (!user || !reset) throw authErrors.resetCodeMismatch();
      if (reset.expiresAt < now()) throw authErrors.resetCodeExpired();
      if (reset.attempts >= MAX_RESET_ATTEMPTS) throw authErrors.resetAttemptsExceeded();
      const expected = Buffer.from(reset.codeHash);
      const given = Buffer.from(hashToken(`${user.id}:${code.trim()}`));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await repo.countResetAttempt(user.id);
        await record(meta, 'auth.password.reset', 'failure', user, { reason: 'code mismatch' });
        throw authErrors.resetCodeMismatch();
      }
      await setPassword(user, password);
      await repo.deleteResetCode(user.id);
      await repo.revokeAllRefreshTokens(user.id);
      await record(meta, 'auth.password.reset', 'success', user);
    },

    async changePassword(session: Session, previous: string, proposed: string, meta: RequestMeta) {
      const user = await requireUser(session);
      await assertNotLocked(user, meta, 'auth.password.change');
      if (!(await verifyPassword(user.passwordHash, previous))) {
        return countFailure(user, meta, 'auth.password.change');
      }
      await setPassword(user, proposed);
      await record(meta, 'auth.password.change', 'success', user);
    },

    async setupTotp(session: Session, meta: RequestMeta) {
      const user = await requireUser(session);
      const secret = newTotpSecret();
      await repo.updateUser(user.id, { totpPendingSecret: secret });
      await record(meta, 'auth.mfa.setup', 'success', user);
      return { SecretCode: secret, otpauthUri: totpUri(secret, user.username) };
    },

    async verifyTotp(session: Session, code: string, meta: RequestMeta) {
      const user = await requireUser(session);
      if (!user.totpPendingSecret) throw authErrors.noMfaSetup();
      const step = await checkTotp(user.totpPendingSecret, code, null);
      if (step === null) {
        await record(meta, 'auth.mfa.verify', 'failure', user);
        throw authErrors.codeMismatch();
      }
      await repo.updateUser(user.id, {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabled: true,
        totpLastTimeStep: step,
      });
      await record(meta, 'auth.mfa.verify', 'success', user);
      return { Status: 'SUCCESS' as const };
    },

    async currentUser(session: Session) {
      const user = await requireUser(session);
      return {
        Username: user.username,
        UserAttributes: {
          sub: user.id,
          ...(user.email ? { email: user.email } : {}),
          ...(user.preferredUsername ? { preferred_username: user.preferredUsername } : {}),
          'custom:cname': user.customerName,
          'custom:cid': user.customerId,
        },
        Groups: user.groups,
        MfaEnabled: user.totpEnabled,
      };
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
