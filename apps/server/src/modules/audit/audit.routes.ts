import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorBody } from '@shuttle-ops/domain';
import { withZod } from '../../lib/zod-routes.ts';
import type { AuditRepository } from './audit.repository.ts';
import { verifyAuditChain } from './audit.verify.ts';

const auditQuery = z.object({
  Customer_ID: z.uuid().optional(),
  action: z.string().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const auditEntry = z.object({
  id: z.number(),
  /** Position in the hash chain (docs/api/audit.md). */
  seq: z.number(),
  at: z.string(),
  Customer_ID: z.string().nullable(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.unknown(),
  prev_hash: z.string().nullable(),
  hash: z.string().nullable(),
});

const chainReport = z.object({
  ok: z.boolean(),
  /** Entries checked and found sound (before the broken one, if any). */
  entries: z.number(),
  last_hash: z.string().nullable(),
  broken: z
    .object({
      seq: z.number(),
      id: z.number(),
      at: z.string(),
      action: z.string(),
      problem: z.enum(['gap', 'unchained', 'prev_hash', 'hash']),
      reason: z.string(),
    })
    .nullable(),
});

/**
 * Read access to the audit log (newest first, limited to the caller's customer) and the check of
 * its hash chain.
 */
export function auditRoutes(parent: FastifyInstance, { audit }: { audit: AuditRepository }) {
  const app = withZod(parent);
  app.get(
    '/dev/v1/audit',
    {
      onRequest: app.requirePermission('readAudit'),
      schema: {
        tags: ['audit'],
        querystring: auditQuery,
        response: {
          200: z.object({ Items: z.array(auditEntry) }),
          400: apiErrorBody,
          401: apiErrorBody,
          403: apiErrorBody,
        },
      },
    },
    async (request) => {
      const scope = request.tenant().forCustomer(request.query.Customer_ID);
      const rows = await audit.list(scope, {
        action: request.query.action,
        from: request.query.from ? new Date(request.query.from) : undefined,
        to: request.query.to ? new Date(request.query.to) : undefined,
        limit: request.query.limit,
      });
      return {
        Items: rows.map((r) => ({
          id: r.id,
          seq: r.seq,
          at: r.at.toISOString(),
          Customer_ID: r.customerId,
          user_id: r.userId,
          username: r.username,
          action: r.action,
          outcome: r.outcome,
          request_id: r.requestId,
          ip: r.ip,
          details: r.details,
          prev_hash: r.prevHash,
          hash: r.hash,
        })),
      };
    },
  );

  app.get(
    '/dev/v1/audit/verify',
    {
      onRequest: app.requirePermission('verifyAudit'),
      schema: {
        tags: ['audit'],
        response: {
          200: chainReport,
          401: apiErrorBody,
          403: apiErrorBody,
        },
      },
    },
    async () => {
      const report = await verifyAuditChain(audit);
      if (report.ok)
        return { ok: true, entries: report.entries, last_hash: report.lastHash, broken: null };
      const { at, ...broken } = report.broken;
      return {
        ok: false,
        entries: report.entries,
        last_hash: null,
        broken: { ...broken, at: at.toISOString() },
      };
    },
  );
}
