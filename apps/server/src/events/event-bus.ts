import { performance } from 'node:perf_hooks';
import type { CostMeter } from '../lib/cost-meter.ts';
import type { CustomerSelector, BusEvent, BusEventHandler } from './bus-event.ts';

/**
 * Realtime fan-out of fleet events. A handler subscribed to a customer receives that customer's
 * events and nobody else's; `*` receives all (for server-side consumers such as the latest-state
 * cache of another process, never for a client connection).
 */
export interface EventBus {
  readonly kind: 'in-process' | 'redis';
  /** Fire and forget: realtime events are not stored (the database is the record). */
  publish(event: BusEvent): void;
  /**
   * Resolves once the subscription is active; the function it gives ends it. `consumer` names
   * the subscriber in the live path's cost meter (its calls are timed under that name).
   */
  subscribe(
    customer: CustomerSelector,
    handler: BusEventHandler,
    consumer?: string,
  ): Promise<() => void>;
  /** Throws when the bus cannot deliver (for /readyz). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface BusLogger {
  error(fields: object, message: string): void;
}

/** A subscriber without a name of its own, in the cost meter. */
export const UNNAMED_CONSUMER = 'bus: other consumers';

/**
 * The handlers of one process by customer, and the delivery to them. A failing handler is
 * logged and does not keep the event from the others. With a cost meter, each handler's calls
 * are timed under its consumer's name.
 */
export class LocalHandlers {
  private readonly byCustomer = new Map<CustomerSelector, Map<BusEventHandler, string>>();

  constructor(
    private readonly logger: BusLogger,
    private readonly meter?: CostMeter,
  ) {}

  /** Adds a handler; answers whether it is the first one of that selector. */
  add(customer: CustomerSelector, handler: BusEventHandler, consumer = UNNAMED_CONSUMER): boolean {
    let handlers = this.byCustomer.get(customer);
    const first = !handlers;
    if (!handlers) {
      handlers = new Map();
      this.byCustomer.set(customer, handlers);
    }
    handlers.set(handler, consumer);
    return first;
  }

  /** Removes a handler; answers whether it was the last one of that selector. */
  remove(customer: CustomerSelector, handler: BusEventHandler): boolean {
    const handlers = this.byCustomer.get(customer);
    if (!handlers?.delete(handler)) return false;
    if (handlers.size > 0) return false;
    this.byCustomer.delete(customer);
    return true;
  }

  /** Delivers to the handlers of the event's customer (`toCustomer`) and of `*` (`toAll`). */
  deliver(event: BusEvent, { toCustomer = true, toAll = true } = {}): void {
    if (toCustomer) this.run(this.byCustomer.get(event.customerId), event);
    if (toAll) this.run(this.byCustomer.get('*'), event);
  }

  private run(handlers: Map<BusEventHandler, string> | undefined, event: BusEvent): void {
    if (!handlers) return;
    const meter = this.meter;
    for (const [handler, consumer] of handlers) {
      const startedAt = meter ? performance.now() : 0;
      try {
        handler(event);
      } catch (err) {
        this.logger.error(
          { err, event: event.type, customer_id: event.customerId },
          'event handler failed',
        );
      }
      if (meter) meter.since(consumer, startedAt);
    }
  }
}

/** The bus of a single process: delivery is a synchronous call of each handler. */
export function createInProcessBus(logger: BusLogger, meter?: CostMeter): EventBus {
  const handlers = new LocalHandlers(logger, meter);
  let closed = false;
  return {
    kind: 'in-process',
    publish(event) {
      if (!closed) handlers.deliver(event);
    },
    subscribe(customer, handler, consumer) {
      handlers.add(customer, handler, consumer);
      return Promise.resolve(() => {
        handlers.remove(customer, handler);
      });
    },
    check: () =>
      closed ? Promise.reject(new Error('the event bus is closed')) : Promise.resolve(),
    close() {
      closed = true;
      return Promise.resolve();
    },
  };
}
