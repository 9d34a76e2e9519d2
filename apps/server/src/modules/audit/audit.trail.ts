import type { Actor } from '../../lib/actor.ts';
import type { AuditRepository } from './audit.repository.ts';

/** Writes an administrative change to the audit log, under the customer whose data changed. */
export function recordChange(
  audit: AuditRepository,
  actor: Actor,
  action: string,
  customerId: string,
  details: Record<string, unknown>,
): Promise<void> {
  return audit.record({
    action,
    outcome: 'success',
    customerId,
    userId: actor.session.sub,
    username: actor.session.username,
    requestId: actor.requestId,
    ip: actor.ip,
    details,
  });
}

/** The names of the fields a request changed (sorted), for the audit log; never their values. */
export function changedFields(body: object, ignore: readonly string[] = []): string[] {
  return Object.entries(body)
    .filter(([key, value]) => value !== undefined && !ignore.includes(key))
    .map(([key]) => key)
    .sort();
}
