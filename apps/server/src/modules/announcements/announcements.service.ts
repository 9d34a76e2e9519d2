import {
  listResult,
  pageWindow,
  type AnnouncementCreateBody,
  type AnnouncementListQuery,
  type AnnouncementUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { type AuditRepository, changedFields, recordChange } from '../audit/index.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { presentAnnouncement } from './announcements.presenter.ts';
import type { AnnouncementRow, AnnouncementsRepository } from './announcements.repository.ts';

export interface AnnouncementsDeps {
  repo: AnnouncementsRepository;
  audit: AuditRepository;
  bus: EventBus;
  now?: () => Date;
}

const missing = () => notFound('Announcement not found');

const endAfterStart = () => invalidField('body.end_dt', 'end_dt must be after start_dt');

/**
 * A tenant's announcements. Spec §7 has no DELETE: one ends at its `end_dt` (set it to now to
 * end it at once) or is archived; either way the record stays.
 */
export function announcementsService({
  repo,
  audit,
  bus,
  now = () => new Date(),
}: AnnouncementsDeps) {
  async function find(actor: Actor, id: string): Promise<AnnouncementRow> {
    const row = await repo.findById(actor.scope, id);
    if (!row) throw missing();
    return row;
  }
  const changed = (actor: Actor, action: string, row: AnnouncementRow, extra = {}) => {
    const wire = presentAnnouncement(row, now());
    bus.publish({ type: 'announcement', customerId: row.customerId, vehicleId: '', payload: wire });
    return recordChange(audit, actor, action, row.customerId, { id: row.id, ...extra });
  };

  return {
    async list(actor: Actor, query: AnnouncementListQuery) {
      const at = now();
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        current: query.current,
        audience: query.audience,
        archived: query.archived,
        now: at,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(
        rows.map((row) => presentAnnouncement(row, at)),
        total,
      );
    },

    async get(actor: Actor, id: string) {
      return presentAnnouncement(await find(actor, id), now());
    },

    async create(actor: Actor, body: AnnouncementCreateBody) {
      const startAt = body.start_dt ? new Date(body.start_dt) : now();
      const endAt = body.end_dt ? new Date(body.end_dt) : null;
      if (endAt && endAt <= startAt) throw endAfterStart();
      const row = await repo.insert(actor.scope, {
        text: body.text,
        audience: body.audience,
        startAt,
        endAt,
        createdBy: actor.session.username,
      });
      await changed(actor, 'announcement.create', row, { audience: row.audience });
      return presentAnnouncement(row, now());
    },

    async update(actor: Actor, id: string, body: AnnouncementUpdateBody) {
      const before = await find(actor, id);
      const startAt = body.start_dt ? new Date(body.start_dt) : before.startAt;
      const endAt =
        body.end_dt === undefined ? before.endAt : body.end_dt ? new Date(body.end_dt) : null;
      if (endAt && endAt <= startAt) throw endAfterStart();
      const row = await repo.update(actor.scope, id, {
        text: body.text,
        audience: body.audience,
        startAt: body.start_dt === undefined ? undefined : startAt,
        endAt: body.end_dt === undefined ? undefined : endAt,
        archived: body.archived,
      });
      if (!row) throw missing();
      await changed(actor, 'announcement.update', row, {
        fields: changedFields(body, ['Customer_ID']),
      });
      return presentAnnouncement(row, now());
    },
  };
}

export type AnnouncementsService = ReturnType<typeof announcementsService>;
