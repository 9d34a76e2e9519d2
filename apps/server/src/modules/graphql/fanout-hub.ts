import { performance } from 'node:perf_hooks';
import { executeSync, type GraphQLSchema } from 'graphql';
import type { CostMeter } from '../../lib/cost-meter.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { CustomerSelector, BusEvent, BusEventType } from '../../events/bus-event.ts';
import { formatError, type ErrorLog } from './graphql-errors.ts';
import type { SubscriptionPlan } from './subscription-plan.ts';

/** Where a subscription's frames go: a connection that sends them, or drops them when slow. */
export interface FrameSink {
  /** Sends `prefix` + `payload` + `}` as one text frame; false when it was dropped. */
  deliver(prefix: Buffer, payload: Buffer): boolean;
}

export interface Subscriber {
  sink: FrameSink;
  /** The subscription's own start of a frame (its id); prepared once. */
  prefix: Buffer;
}

export interface HubCounters {
  executed(count: number): void;
  delivered(count: number): void;
}

/** Subscriptions that receive the same bytes: same field, selection, arguments and customer. */
interface Group {
  plan: SubscriptionPlan;
  feed: CustomerSelector;
  subscribers: Set<Subscriber>;
  ready: Promise<void>;
}

interface Feed {
  groups: number;
  stop: Promise<() => void>;
}

export interface HubStats {
  groups: number;
  subscribers: number;
  /** Bus subscriptions: one per customer with subscribers (tenant or public). */
  feeds: number;
}

/**
 * The fan-out of bus events to GraphQL subscriptions. An event is executed once per group of
 * identical subscriptions and serialized once; every subscriber of the group gets the same
 * payload bytes behind its own id. The hub holds one bus subscription per customer that has
 * subscribers (its public subscribers share it), never one per socket.
 */
export class FanoutHub {
  private readonly groups = new Map<string, Group>();
  /** Groups by feed and event type: what an event of that feed may concern. */
  private readonly index = new Map<CustomerSelector, Map<BusEventType, Set<Group>>>();
  private readonly feeds = new Map<CustomerSelector, Feed>();

  constructor(
    private readonly options: {
      bus: EventBus;
      schema: GraphQLSchema;
      log: ErrorLog;
      counters: HubCounters;
      /** Times the execution and serialization of each frame. */
      meter?: CostMeter;
    },
  ) {}

  /** Joins a subscriber to its group; resolves once events flow. The answer ends it. */
  async add(plan: SubscriptionPlan, subscriber: Subscriber): Promise<() => void> {
    const group = this.groups.get(plan.key) ?? this.createGroup(plan);
    group.subscribers.add(subscriber);
    try {
      await group.ready;
    } catch (err) {
      group.subscribers.delete(subscriber);
      throw err;
    }
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      group.subscribers.delete(subscriber);
      if (group.subscribers.size === 0 && this.groups.get(plan.key) === group) {
        this.dropGroup(group);
        this.release(group.feed);
      }
    };
  }

  stats(): HubStats {
    let subscribers = 0;
    for (const group of this.groups.values()) subscribers += group.subscribers.size;
    return { groups: this.groups.size, subscribers, feeds: this.feeds.size };
  }

  /** Ends every bus subscription (the connections are closed by their owner). */
  close(): void {
    for (const entry of this.feeds.values()) {
      entry.stop.then(
        (stop) => stop(),
        () => undefined,
      );
    }
    this.feeds.clear();
    this.groups.clear();
    this.index.clear();
  }

  private createGroup(plan: SubscriptionPlan): Group {
    const feed = plan.audience.customerId;
    const group: Group = { plan, feed, subscribers: new Set(), ready: this.retain(feed) };
    this.groups.set(plan.key, group);
    let byType = this.index.get(feed);
    if (!byType) this.index.set(feed, (byType = new Map<BusEventType, Set<Group>>()));
    let set = byType.get(plan.field.event);
    if (!set) byType.set(plan.field.event, (set = new Set<Group>()));
    set.add(group);
    group.ready.catch(() => {
      if (this.groups.get(plan.key) === group) this.dropGroup(group);
    });
    return group;
  }

  private dropGroup(group: Group): void {
    this.groups.delete(group.plan.key);
    const byType = this.index.get(group.feed);
    const set = byType?.get(group.plan.field.event);
    set?.delete(group);
    if (set?.size === 0) byType!.delete(group.plan.field.event);
    if (byType?.size === 0) this.index.delete(group.feed);
  }

  private async retain(feed: CustomerSelector): Promise<void> {
    let entry = this.feeds.get(feed);
    if (!entry) {
      entry = {
        groups: 0,
        stop: this.options.bus.subscribe(
          feed,
          (e) => this.dispatch(feed, e),
          'bus: GraphQL fan-out',
        ),
      };
      this.feeds.set(feed, entry);
    }
    entry.groups += 1;
    try {
      await entry.stop;
    } catch (err) {
      entry.groups -= 1;
      if (this.feeds.get(feed) === entry) this.feeds.delete(feed);
      throw err;
    }
  }

  private release(feed: CustomerSelector): void {
    const entry = this.feeds.get(feed);
    if (!entry) return;
    entry.groups -= 1;
    if (entry.groups > 0) return;
    this.feeds.delete(feed);
    entry.stop.then(
      (stop) => stop(),
      () => undefined,
    );
  }

  /** One event of one feed to every group it concerns. */
  private dispatch(feed: CustomerSelector, event: BusEvent): void {
    // A customer's feed serves that customer's groups only, whatever reaches its handler.
    if (feed !== '*' && event.customerId !== feed) return;
    const groups = this.index.get(feed)?.get(event.type);
    if (!groups) return;
    for (const group of groups) {
      if (group.subscribers.size === 0) continue;
      try {
        for (const root of group.plan.select(event, group.plan.audience)) {
          const payload = this.execute(group.plan, root);
          let sent = 0;
          for (const subscriber of group.subscribers) {
            if (subscriber.sink.deliver(subscriber.prefix, payload)) sent += 1;
          }
          this.options.counters.delivered(sent);
        }
      } catch (err) {
        // One broken group must not keep the event from the others.
        this.options.log.error({ err, event: event.type }, 'subscription fan-out failed');
      }
    }
  }

  /** Executes the subscription's selection on one root value: the frame payload's bytes. */
  private execute(plan: SubscriptionPlan, root: object): Buffer {
    this.options.counters.executed(1);
    const startedAt = this.options.meter ? performance.now() : 0;
    const result = executeSync({
      schema: this.options.schema,
      document: plan.document,
      rootValue: root,
      contextValue: {},
      variableValues: plan.variables,
      operationName: plan.operationName,
    });
    const body = result.errors
      ? { ...result, errors: result.errors.map((e) => formatError(e, this.options.log)) }
      : result;
    const bytes = Buffer.from(JSON.stringify(body));
    this.options.meter?.since('GraphQL fan-out: execute and serialise', startedAt);
    return bytes;
  }
}
