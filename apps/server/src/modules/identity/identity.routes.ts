import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorBody,
  authErrorCodes,
  authenticationResult,
  challengeBody,
  changePasswordBody,
  codeDeliveryResponse,
  confirmForgotPasswordBody,
  currentUserResponse,
  forgotPasswordBody,
  refreshBody,
  signInBody,
  signInResponse,
  signOutBody,
  totpSetupResponse,
  totpVerifyBody,
} from '@shuttle-ops/domain';
import { withZod } from '../../lib/zod-routes.ts';
import type { IdentityService, RequestMeta } from './identity.service.ts';
import type { SigningKeys } from './signing-keys.ts';

const meta = (request: FastifyRequest): RequestMeta => ({ requestId: request.id, ip: request.ip });
const empty = z.object({});
const errors = { 400: apiErrorBody, 401: apiErrorBody, 429: apiErrorBody };

/** An Ed25519 public key as RFC 8037 writes it. */
const jwk = z.looseObject({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
const jwks = z.object({ keys: z.array(jwk) });

/** Body limits of /auth/* (docs/api/errors-and-limits.md). */
export const IDENTITY_BODY_LIMIT = 8 * 1024;
const IDENTITY_JSON_LIMITS = { maxDepth: 4, maxKeys: 20, maxItems: 20, maxValues: 100 };

export interface IdentityRoutesOptions {
  identity: IdentityService;
  keys: SigningKeys;
}

/** The user pool's HTTP face (DESIGN.md "Identity"), Cognito-shaped. */
export function identityRoutes(parent: FastifyInstance, opts: IdentityRoutesOptions) {
  // Nothing sent here needs more than a few kB (a token is the largest value): a larger body or
  // one of many keys is refused before it is read or parsed, whoever sends it.
  parent.addHook('onRoute', (route) => {
    route.bodyLimit ??= IDENTITY_BODY_LIMIT;
    route.config = { jsonLimits: IDENTITY_JSON_LIMITS, ...route.config };
  });
  const app = withZod(parent);
  const { identity } = opts;
  const tags = ['identity'];
  // Identity validation failures carry Cognito's code and spec §8's sentences.
  const config = { validationErrorCode: authErrorCodes.invalidParameter };
  // Signing in, refreshing and recovering a password need no access token.
  const open = { ...config, access: 'public' as const };

  app.get(
    '/.well-known/jwks.json',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'The public keys that verify the pool’s access and ID tokens (EdDSA).',
        response: { 200: jwks },
      },
    },
    () => opts.keys.jwks() as z.infer<typeof jwks>,
  );

  app.post(
    '/auth/signin',
    {
      config: open,
      schema: { tags, body: signInBody, response: { 200: signInResponse, ...errors } },
    },
    (request) => identity.signIn(request.body.username, request.body.password, meta(request)),
  );

  app.post(
    '/auth/challenge',
    {
      config: open,
      schema: { tags, body: challengeBody, response: { 200: signInResponse, ...errors } },
    },
    (request) => identity.respondToChallenge(request.body, meta(request)),
  );

  app.post(
    '/auth/refresh',
    {
      config: open,
      schema: {
        tags,
        body: refreshBody,
        response: { 200: z.object({ AuthenticationResult: authenticationResult }), ...errors },
      },
    },
    async (request) => ({
      AuthenticationResult: await identity.refresh(request.body.RefreshToken, meta(request)),
    }),
  );

  app.post(
    '/auth/signout',
    {
      config: open,
      schema: { tags, body: signOutBody.optional(), response: { 200: empty, ...errors } },
    },
    async (request) => {
      await identity.signOut(request.body?.RefreshToken, request.session, meta(request));
      return {};
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: open,
      schema: {
        tags,
        body: forgotPasswordBody,
        response: { 200: codeDeliveryResponse, ...errors },
      },
    },
    (request) => identity.forgotPassword(request.body.username, meta(request)),
  );

  app.post(
    '/auth/confirm-forgot-password',
    {
      config: open,
      schema: { tags, body: confirmForgotPasswordBody, response: { 200: empty, ...errors } },
    },
    async (request) => {
      const { username, code, password } = request.body;
      await identity.confirmForgotPassword(username, code, password, meta(request));
      return {};
    },
  );

  app.post(
    '/auth/change-password',
    {
      config,
      onRequest: app.requireSession,
      schema: { tags, body: changePasswordBody, response: { 200: empty, ...errors } },
    },
    async (request) => {
      const { PreviousPassword, ProposedPassword } = request.body;
      await identity.changePassword(
        request.session!,
        PreviousPassword,
        ProposedPassword,
        meta(request),
      );
      return {};
    },
  );

  app.post(
    '/auth/totp/setup',
    {
      config,
      onRequest: app.requireSession,
      schema: { tags, response: { 200: totpSetupResponse, ...errors } },
    },
    (request) => identity.setupTotp(request.session!, meta(request)),
  );

  app.post(
    '/auth/totp/verify',
    {
      config,
      onRequest: app.requireSession,
      schema: {
        tags,
        body: totpVerifyBody,
        response: { 200: z.object({ Status: z.literal('SUCCESS') }), ...errors },
      },
    },
    (request) => identity.verifyTotp(request.session!, request.body.UserCode, meta(request)),
  );

  app.get(
    '/auth/user',
    {
      onRequest: app.requireSession,
      schema: { tags, response: { 200: currentUserResponse, 401: apiErrorBody } },
    },
    (request) => identity.currentUser(request.session!),
  );
}
