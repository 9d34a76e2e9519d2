import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorBody } from '@shuttle-ops/domain';
import { withZod } from '../../lib/zod-routes.ts';
import type { AuditRepository } from './audit.repository.ts';

const auditQuery = z.object({
  Customer_ID: z.uuid().optional(),
  action: z.string().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  Customer_ID: z.string().nullable(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.unknown(),
});

/** Read access to the audit log: newest first, limited to the caller's customer. */
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
          at: r.at.toISOString(),
          Customer_ID: r.customerId,
          user_id: r.userId,
          username: r.username,
          action: r.action,
          outcome: r.outcome,
          request_id: r.requestId,
          ip: r.ip,
          details: r.details,
        })),
      };
    },
  );
}
