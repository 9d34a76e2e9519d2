import { Counter, Gauge, type Registry } from 'prom-client';
import type { HubCounters, HubStats } from './fanout-hub.ts';

/** Which limit refused a subscription: the socket's, the user's or the address's. */
export type SubscriptionLimit = 'socket' | 'user' | 'address';

export interface GraphqlMetrics extends HubCounters {
  dropped(): void;
  slowClosed(): void;
  subscriptionRefused(limit: SubscriptionLimit): void;
}

/** Subscription fan-out metrics in the app's registry (see /metrics). */
export function graphqlMetrics(
  registry: Registry,
  gauges: { connections: () => number; hub: () => HubStats },
): GraphqlMetrics {
  const registers = [registry];
  new Gauge({
    name: 'graphql_ws_connections',
    help: 'GraphQL WebSocket connections open',
    registers,
    collect() {
      this.set(gauges.connections());
    },
  });
  new Gauge({
    name: 'graphql_subscriptions',
    help: 'GraphQL subscriptions running',
    registers,
    collect() {
      this.set(gauges.hub().subscribers);
    },
  });
  new Gauge({
    name: 'graphql_subscription_groups',
    help: 'Groups of identical subscriptions (each event is executed once per group)',
    registers,
    collect() {
      this.set(gauges.hub().groups);
    },
  });
  const executions = new Counter({
    name: 'graphql_subscription_executions_total',
    help: 'Executions of a subscription selection on an event (once per group, not per socket)',
    registers,
  });
  const deliveries = new Counter({
    name: 'graphql_subscription_deliveries_total',
    help: 'Subscription frames sent',
    registers,
  });
  const dropped = new Counter({
    name: 'graphql_subscription_dropped_total',
    help: 'Subscription frames dropped because the socket was too slow to take them',
    registers,
  });
  const slowClosed = new Counter({
    name: 'graphql_ws_slow_closed_total',
    help: 'Connections closed with 1013 for staying too slow',
    registers,
  });
  const refused = new Counter({
    name: 'graphql_subscriptions_refused_total',
    help: 'Subscriptions refused because a limit was reached, by limit (socket, user, address)',
    labelNames: ['limit'] as const,
    registers,
  });
  return {
    subscriptionRefused: (limit) => refused.inc({ limit }),
    executed: (count) => executions.inc(count),
    delivered: (count) => {
      if (count > 0) deliveries.inc(count);
    },
    dropped: () => dropped.inc(),
    slowClosed: () => slowClosed.inc(),
  };
}
