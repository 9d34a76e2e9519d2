import type { GraphQLFormattedError } from 'graphql';
import type { GraphqlCaller } from './graphql-auth.ts';

/** Subscriptions one holder may run at once, across all their sockets. */
export interface SubscriptionQuotaLimits {
  /** A signed-in user's. */
  perUser: number;
  /** Those of sockets with the public key only, per client address. */
  perAddress: number;
}

/** Who a subscription counts against: a signed-in user, or a key-only client's address. */
export type QuotaHolder = 'user' | 'address';

export interface QuotaTicket {
  /** Gives the place back; a second call does nothing. */
  release(): void;
}

export type QuotaOutcome =
  | { ok: true; ticket: QuotaTicket }
  | { ok: false; holder: QuotaHolder; limit: number; error: GraphQLFormattedError };

const MESSAGES: Record<QuotaHolder, (limit: number) => string> = {
  user: (n) => `At most ${n} subscriptions per user across connections; complete one first`,
  address: (n) => `At most ${n} subscriptions from your address across connections`,
};

/**
 * Counts running subscriptions per signed-in user (or, with the public key alone, per client
 * address) across every socket, so that opening more sockets does not multiply the
 * per-socket limit. A place is taken before a subscription is planned and given back when it
 * stops or fails to start.
 */
export function subscriptionQuota(limits: SubscriptionQuotaLimits) {
  const running = new Map<string, number>();
  return {
    take(caller: GraphqlCaller, address: string): QuotaOutcome {
      const holder: QuotaHolder = caller.session ? 'user' : 'address';
      const key = caller.session ? `user:${caller.session.sub}` : `address:${address}`;
      const limit = holder === 'user' ? limits.perUser : limits.perAddress;
      const count = running.get(key) ?? 0;
      if (count >= limit) {
        const error = { message: MESSAGES[holder](limit), extensions: { code: 'BAD_REQUEST' } };
        return { ok: false, holder, limit, error };
      }
      running.set(key, count + 1);
      let released = false;
      return {
        ok: true,
        ticket: {
          release() {
            if (released) return;
            released = true;
            const left = (running.get(key) ?? 1) - 1;
            if (left <= 0) running.delete(key);
            else running.set(key, left);
          },
        },
      };
    },
    /** Subscriptions counted now for a holder key (`user:<sub>` or `address:<ip>`). */
    count: (key: string) => running.get(key) ?? 0,
  };
}

export type SubscriptionQuota = ReturnType<typeof subscriptionQuota>;
