import {
  alertLevelRank,
  listResult,
  pageWindow,
  type Alarm,
  type NotificationChannelCreateBody,
  type NotificationChannelListQuery,
  type NotificationChannelUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import { alarmNotification, testNotification } from './alarm-notice.ts';
import type { DeliveryRunner } from './delivery-runner.ts';
import type {
  ChannelChange,
  ChannelRow,
  NotificationsRepository,
} from './notifications.repository.ts';
import { presentChannel, presentDelivery } from './notifications.presenter.ts';

export interface NotificationsDeps {
  repo: NotificationsRepository;
  audit: AuditRepository;
  runner: DeliveryRunner;
  logger: { error(fields: object, message: string): void };
  now?: () => Date;
}

/** Attempts a channel's log answers, newest first. */
const LOG_PAGE = 100;

const missing = () => notFound('Notification channel not found');

/** The source a channel names for an alarm: its rule, or where it came from. */
const sourceOf = (alarm: Alarm): string =>
  alarm.source === 'RULE' ? (alarm.rule ?? 'RULE') : alarm.source;

/** Whether the channel wants the alarm: one of its sources (or all), at its level or above. */
export function channelWants(channel: Pick<ChannelRow, 'sources' | 'minLevel'>, alarm: Alarm) {
  const sources = channel.sources;
  return (
    (sources === null || sources.includes(sourceOf(alarm))) &&
    alertLevelRank(alarm.level) >= alertLevelRank(channel.minLevel)
  );
}

/** The columns of a channel from a body; a webhook keeps its secret when none is given. */
function channelChange(
  body: NotificationChannelUpdateBody,
  keptSecret: string | null,
): ChannelChange {
  const email = body.kind === 'email';
  const secret = email ? null : (body.secret ?? keptSecret);
  if (!email && secret === null) throw invalidField('body.secret', 'A webhook needs a secret');
  return {
    name: body.name,
    kind: body.kind,
    emails: email ? [...new Set(body.emails ?? [])] : [],
    url: email ? null : (body.url ?? null),
    secret,
    sources: body.sources === null ? null : [...new Set(body.sources)],
    minLevel: body.min_level,
    enabled: body.enabled,
  };
}

/**
 * Each customer's notification channels: administrators keep them, and every alarm raised is
 * handed to the channels that want it, in the background.
 */
export function notificationsService({
  repo,
  audit,
  runner,
  logger,
  now = () => new Date(),
}: NotificationsDeps) {
  async function find(actor: Actor, id: string): Promise<ChannelRow> {
    const row = await repo.find(actor.scope, id);
    if (!row) throw missing();
    return row;
  }
  const dispatching = new Set<Promise<void>>();
  const customerOf = async (customerId: string) => ({
    id: customerId,
    name: await repo.customerName(customerId),
  });

  async function dispatch(alarm: Alarm): Promise<void> {
    const channels = (await repo.enabledOf(alarm.Customer_ID)).filter((c) =>
      channelWants(c, alarm),
    );
    if (channels.length === 0) return;
    const notice = alarmNotification(alarm, await customerOf(alarm.Customer_ID));
    for (const channel of channels) runner.deliver(channel, alarm.id, notice);
  }

  return {
    async list(actor: Actor, query: NotificationChannelListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(rows.map(presentChannel), total);
    },

    async get(actor: Actor, id: string) {
      return presentChannel(await find(actor, id));
    },

    async create(actor: Actor, body: NotificationChannelCreateBody) {
      const row = await repo.insert(actor.scope, {
        ...channelChange(body, null),
        createdBy: actor.session.username,
      });
      await recordChange(audit, actor, 'notification-channel.create', row.customerId, {
        id: row.id,
        name: row.name,
        kind: row.kind,
      });
      return presentChannel(row);
    },

    async update(actor: Actor, id: string, body: NotificationChannelUpdateBody) {
      const before = await find(actor, id);
      const row = await repo.update(actor.scope, id, channelChange(body, before.secret));
      if (!row) throw missing();
      await recordChange(audit, actor, 'notification-channel.update', row.customerId, {
        id: row.id,
        name: row.name,
        kind: row.kind,
        secret_changed: body.kind === 'webhook' && body.secret !== undefined,
      });
      return presentChannel(row);
    },

    async remove(actor: Actor, id: string) {
      const row = await repo.remove(actor.scope, id);
      if (!row) throw missing();
      await recordChange(audit, actor, 'notification-channel.delete', row.customerId, {
        id: row.id,
        name: row.name,
        kind: row.kind,
      });
      return presentChannel(row);
    },

    /** Sends a test notice to the channel, in the background; its attempts go to the log. */
    async test(actor: Actor, id: string) {
      const row = await find(actor, id);
      runner.deliver(row, null, testNotification(await customerOf(row.customerId), now()));
      return { queued: true as const };
    },

    async deliveries(actor: Actor, id: string) {
      const row = await find(actor, id);
      return { Items: (await repo.deliveries(row.id, LOG_PAGE)).map(presentDelivery) };
    },

    /** Hands a raised alarm to the channels that want it; never throws. */
    alarmRaised(alarm: Alarm): void {
      const run: Promise<void> = dispatch(alarm)
        .catch((err: unknown) =>
          logger.error({ err, alarm: alarm.id }, 'alarm notifications failed'),
        )
        .finally(() => dispatching.delete(run));
      dispatching.add(run);
    },

    /** Resolves once every alarm heard so far is delivered (or given up on). */
    async idle(): Promise<void> {
      while (dispatching.size > 0) await Promise.all([...dispatching]);
      await runner.idle();
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
