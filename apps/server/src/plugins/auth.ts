import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type ApiAction, type Session } from '@shuttle-ops/domain';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { TenantScope } from '../lib/tenant-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for anonymous requests. */
    session: Session | null;
    /** The caller's tenant scope; throws 401 when nobody is signed in. */
    tenant(): TenantScope;
  }
  interface FastifyInstance {
    requireSession: (request: FastifyRequest) => Promise<void>;
    requirePermission: (action: ApiAction) => (request: FastifyRequest) => Promise<void>;
  }
}

/** A refused permission, for the audit log. */
export interface AccessDenial {
  session: Session;
  permission: ApiAction;
  requestId: string;
  ip: string;
  method: string;
  path: string;
}

/** What auth needs from identity and audit; bound by the app, called per request. */
export interface AuthPluginOptions {
  /** The session of a valid access token, otherwise null. */
  readAccessToken: (token: string) => Promise<Session | null>;
  recordDenial: (denial: AccessDenial) => Promise<void>;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const xToken = request.headers['x-token'];
  return typeof xToken === 'string' && xToken.length > 0 ? xToken : undefined;
}

/** Resolves every request's session from its access token; routes state what they need. */
export const authPlugin = fp<AuthPluginOptions>(
  (app: FastifyInstance, { readAccessToken, recordDenial }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('tenant', function (this: FastifyRequest) {
      if (!this.session) throw unauthorized();
      return TenantScope.of(this.session);
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = bearer(request);
      request.session = token ? await readAccessToken(token) : null;
    });

    const requireSession = (request: FastifyRequest): Promise<void> => {
      if (request.session) return Promise.resolve();
      const message = bearer(request)
        ? 'The access token is invalid or has expired'
        : 'Authentication required';
      return Promise.reject(unauthorized(message));
    };
    app.decorate('requireSession', requireSession);

    app.decorate('requirePermission', (action: ApiAction) => async (request: FastifyRequest) => {
      await requireSession(request);
      const session = request.session!;
      if (can(session, action)) return;
      await recordDenial({
        session,
        permission: action,
        requestId: request.id,
        ip: request.ip,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
      });
      throw forbidden();
    });
  },
  { name: 'auth' },
);
