import type { AlarmNotification } from '@shuttle-ops/domain';
import type { Outbox } from '../mail/index.ts';
import { alarmMail } from './alarm-notice.ts';
import type {
  ChannelRow,
  NewDelivery,
  NotificationsRepository,
} from './notifications.repository.ts';
import { postWebhook, type WebhookOutcome } from './webhook-post.ts';

export interface DeliveryOptions {
  /** The waits before each retry of a webhook, ms: four give five attempts. */
  retryDelaysMs: readonly number[];
  /** How long a webhook may take to answer, ms. */
  timeoutMs: number;
  /** Attempts kept in the log per channel (older ones are dropped). */
  keepPerChannel: number;
  /** Deliveries under way at once; the others wait their turn. */
  concurrency: number;
  /** Deliveries waiting at most; past that a new one is dropped and logged. */
  maxQueued: number;
}

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  retryDelaysMs: [1_000, 5_000, 30_000, 120_000],
  timeoutMs: 5_000,
  keepPerChannel: 200,
  concurrency: 8,
  maxQueued: 1_000,
};

export interface DeliveryRunnerDeps {
  repo: Pick<NotificationsRepository, 'recordDelivery'>;
  outbox: Outbox;
  logger: {
    warn(fields: object, message: string): void;
    error(fields: object, message: string): void;
  };
  options: DeliveryOptions;
  now?: () => Date;
}

/**
 * Runs deliveries in the background, a few at a time: each one's attempts are written to the
 * log; a webhook is retried with growing waits while it may pass later. Nothing it does throws
 * to its caller, and closing ends the waits (no retry is made after).
 */
export function deliveryRunner({
  repo,
  outbox,
  logger,
  options,
  now = () => new Date(),
}: DeliveryRunnerDeps) {
  const queue: (() => Promise<void>)[] = [];
  const running = new Set<Promise<void>>();
  const waits = new Set<() => void>();
  let closing = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });

  const pump = () => {
    while (running.size < options.concurrency && queue.length > 0) {
      const task = queue.shift()!;
      const run: Promise<void> = task()
        .catch((err: unknown) => logger.error({ err }, 'notification delivery failed'))
        .finally(() => {
          running.delete(run);
          pump();
        });
      running.add(run);
    }
  };

  const record = async (attempt: Omit<NewDelivery, 'at'>) => {
    try {
      await repo.recordDelivery({ ...attempt, at: now() }, options.keepPerChannel);
    } catch (err) {
      // The channel may have been deleted meanwhile: its log went with it.
      logger.warn({ err, channel: attempt.channelId }, 'notification attempt not recorded');
    }
  };

  async function webhook(channel: ChannelRow, alarmId: string | null, body: string) {
    const delays = options.retryDelaysMs;
    for (let attempt = 1; ; attempt++) {
      const outcome: WebhookOutcome = await postWebhook(channel.url!, channel.secret!, body, {
        timeoutMs: options.timeoutMs,
        now,
      });
      const willRetry = !outcome.ok && outcome.retryable && attempt <= delays.length && !closing;
      await record({
        channelId: channel.id,
        customerId: channel.customerId,
        alarmId,
        attempt,
        ok: outcome.ok,
        statusCode: outcome.statusCode,
        error: outcome.error,
        willRetry,
      });
      if (!willRetry) return;
      await sleep(delays[attempt - 1]!);
      if (closing) return;
    }
  }

  async function email(channel: ChannelRow, alarmId: string | null, notice: AlarmNotification) {
    // The outbox keeps a message it could not send; it is not sent again from here.
    const outcome = await outbox.send(alarmMail(channel.emails, notice));
    await record({
      channelId: channel.id,
      customerId: channel.customerId,
      alarmId,
      attempt: 1,
      ok: outcome.sent,
      statusCode: null,
      error: outcome.sent ? null : outcome.error,
      willRetry: false,
    });
  }

  return {
    /** Queues one delivery of the notice to the channel. */
    deliver(channel: ChannelRow, alarmId: string | null, notice: AlarmNotification): void {
      if (closing) return;
      if (queue.length >= options.maxQueued) {
        logger.warn({ channel: channel.id, alarm: alarmId }, 'notification queue full: dropped');
        return;
      }
      queue.push(() =>
        channel.kind === 'webhook'
          ? webhook(channel, alarmId, JSON.stringify(notice))
          : email(channel, alarmId, notice),
      );
      pump();
    },
    /** Resolves once every delivery queued so far has ended (retries included). */
    async idle(): Promise<void> {
      while (running.size > 0 || queue.length > 0) await Promise.all([...running]);
    },
    /** Ends the waits between retries and lets what is under way finish. */
    async close(): Promise<void> {
      closing = true;
      queue.length = 0;
      for (const wake of [...waits]) wake();
      await Promise.all([...running]);
    },
  };
}

export type DeliveryRunner = ReturnType<typeof deliveryRunner>;
