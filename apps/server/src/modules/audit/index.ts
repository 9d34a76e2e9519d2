import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessDenial } from '../../plugins/auth.ts';
import { auditRepository, type AuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';

export {
  auditRepository,
  type AuditEntry,
  type AuditLogLine,
  type AuditRepository,
} from './audit.repository.ts';
export { describeChainReport, verifyAuditChain, type ChainReport } from './audit.verify.ts';
export { changedFields, recordChange } from './audit.trail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hash-chained audit log: every module records its changes here. */
    audit: AuditRepository;
  }
}

/** A refused permission, as the audit log keeps it. */
export function recordAccessDenial(audit: AuditRepository, denial: AccessDenial): Promise<void> {
  return audit.record({
    action: 'access.denied',
    outcome: 'denied',
    userId: denial.session.sub,
    username: denial.session.username,
    customerId: denial.session.custom_cid,
    requestId: denial.requestId,
    ip: denial.ip,
    details: { permission: denial.permission, method: denial.method, path: denial.path },
  });
}

/** The audit log and its read API; entries from before the chain are chained first. */
export const auditModule = fp(
  async (app: FastifyInstance) => {
    const audit = auditRepository(app.database.db, app.log);
    await audit.chainUnchainedEntries();
    app.decorate('audit', audit);
    await app.register(auditRoutes, { audit });
  },
  { name: 'audit', dependencies: ['database', 'auth'] },
);
