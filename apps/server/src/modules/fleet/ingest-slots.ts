import type { Db } from '../../db/database.ts';
import { expiredLeases, namedLease } from '../../lib/named-lease.ts';
import { openIngestConnection, type IngestConnection } from './ingest-connection.ts';
import type { MessageIntake } from './message-intake.ts';

/** Runs `task` every `ms` until the returned function is called. */
export type Every = (ms: number, task: () => void) => () => void;

const every: Every = (ms, task) => {
  const timer = setInterval(task, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface IngestSlotsOptions {
  db: Pick<Db, 'insert' | 'delete' | 'update' | 'select'>;
  url: string;
  /** MQTT_CLIENT_ID: the same in every copy of the group, so that any copy can adopt a slot. */
  clientIdPrefix: string;
  shareGroup: string;
  /** Sessions per slot (MQTT_INGEST_CONNECTIONS: the same in every copy of the group). */
  connections: number;
  sessionExpirySeconds: number;
  /** MQTT_INGEST_LEASE_SECONDS; each lease is renewed every third of it. */
  leaseSeconds: number;
  /** This process, as the leases' holder. */
  holder: string;
  intake: MessageIntake;
  closing: () => boolean;
  /** Whether this process reaches the broker now (its ack watch is connected). */
  brokerReachable: () => boolean;
  onAdopted: () => void;
  logger: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
  every?: Every;
}

interface Slot {
  n: number;
  lease: ReturnType<typeof namedLease>;
  connections: IngestConnection[];
  /** When the lease was last renewed (this process's clock). */
  renewedAt: number;
  /** Since when none of its sessions is connected (null while one is). */
  unreachableSince: number | null;
  ended: boolean;
}

/** The lease of a slot: `mqtt-ingest:<group>:<n>`. */
export const slotLeaseName = (shareGroup: string, n: number) => `mqtt-ingest:${shareGroup}:${n}`;
/** The client ids of a slot's sessions: `<prefix>-s<n>-c<i>`. */
export const slotClientId = (prefix: string, n: number, i: number) => `${prefix}-s${n}-c${i}`;

/** More slots than this in one group is a mistake, not a fleet. */
const MAX_SLOTS = 1000;

/**
 * The ingest's persistent sessions, in slots: slot n is a lease in the shared database and the
 * sessions `<prefix>-s<n>-c<i>`. A process claims the lowest free slot at start, renews its
 * leases every third of their time, and adopts the slots whose lease ran out (a copy that died):
 * it connects their sessions with clean: false and so takes in every message waiting there. A
 * slot whose lease is lost, whose session another connection took over, or whose sessions could
 * not reach the broker for a whole lease, ends without reconnecting; a graceful close keeps the sessions and expires the leases so that another copy
 * adopts them at its next look.
 */
export function ingestSlots(options: IngestSlotsOptions) {
  const { db, logger, holder } = options;
  const ttlMs = options.leaseSeconds * 1000;
  const prefix = slotLeaseName(options.shareGroup, 0).slice(0, -1);
  const slots = new Map<number, Slot>();
  let stopTimer: (() => void) | null = null;
  let ticking: Promise<void> | null = null;
  let closed = false;

  /** Disconnects keeping the sessions, then expires the lease: another copy adopts it at once. */
  const handOver = async (slot: Slot) => {
    slot.ended = true;
    await Promise.allSettled(slot.connections.map((c) => c.end()));
    await slot.lease.expireLease(holder).catch(() => undefined);
  };

  const endSlot = (slot: Slot, why: string) => {
    if (slot.ended) return;
    slot.ended = true;
    slots.delete(slot.n);
    for (const connection of slot.connections) connection.abandon();
    logger.warn({ slot: slot.n, group: options.shareGroup }, `ingest slot ended: ${why}`);
  };

  /** Connects the slot's sessions (all or none); the lease is already ours. */
  const open = async (n: number): Promise<Slot> => {
    const slot: Slot = {
      n,
      lease: namedLease(db, slotLeaseName(options.shareGroup, n)),
      connections: [],
      renewedAt: Date.now(),
      unreachableSince: null,
      ended: false,
    };
    try {
      for (let i = 0; i < options.connections; i++) {
        const connection = await openIngestConnection({
          url: options.url,
          clientId: slotClientId(options.clientIdPrefix, n, i),
          shareGroup: options.shareGroup,
          sessionExpirySeconds: options.sessionExpirySeconds,
          intake: options.intake,
          closing: options.closing,
          onTakenOver: () => endSlot(slot, 'another connection took over its session'),
          // A dropped session is connected again only while the slot's lease is this process's.
          mayReconnect: () => stillOurs(slot),
          logger,
        });
        slot.connections.push(connection);
        if (slot.ended) throw new Error('its lease was lost while connecting');
      }
    } catch (err) {
      for (const connection of slot.connections) connection.abandon();
      // Someone else (or this process, later) may try again at once.
      await slot.lease.expireLease(holder).catch(() => undefined);
      throw err;
    }
    slots.set(n, slot);
    return slot;
  };

  /**
   * Whether the slot's sessions have been away from the broker for a whole lease: this process
   * reaches the database but not the broker, so it lets the slot go (expiring its lease) for a
   * copy that reaches both. It may adopt it again itself once the broker is back.
   */
  const unreachable = (slot: Slot) => {
    if (slot.connections.some((c) => c.connected)) {
      slot.unreachableSince = null;
      return false;
    }
    slot.unreachableSince ??= Date.now();
    return Date.now() - slot.unreachableSince >= ttlMs;
  };

  const renew = async (slot: Slot) => {
    if (unreachable(slot)) {
      endSlot(slot, 'its sessions could not reach the broker for a whole lease');
      await slot.lease.expireLease(holder).catch(() => undefined);
      return;
    }
    try {
      if (await slot.lease.takeLease(holder, ttlMs)) slot.renewedAt = Date.now();
      else endSlot(slot, 'its lease was taken');
    } catch (err) {
      // The database is away: the lease may run out meanwhile, and then the slot is another's.
      if (Date.now() - slot.renewedAt >= ttlMs) endSlot(slot, 'its lease could not be renewed');
      else logger.warn({ err: (err as Error).message, slot: slot.n }, 'lease not renewed');
    }
  };

  /** Whether the slot's lease is still ours (renewed only by the timer, so a dead copy's runs out). */
  const stillOurs = async (slot: Slot) => {
    if (slot.ended) return false;
    try {
      if (await slot.lease.holdsLease(holder)) return true;
      endSlot(slot, 'its lease was taken');
      return false;
    } catch {
      // The database is away: ours as long as our last renewal lasts.
      return Date.now() - slot.renewedAt < ttlMs;
    }
  };

  const adoptExpired = async () => {
    // A copy cut off from the broker would only hold the lease while its connections fail.
    if (!options.brokerReachable()) return;
    for (const name of await expiredLeases(db, prefix)) {
      const n = Number(name.slice(prefix.length));
      if (!Number.isInteger(n) || slots.has(n) || closed) continue;
      if (!(await namedLease(db, name).takeLease(holder, ttlMs))) continue;
      try {
        const slot = await open(n);
        if (closed) {
          slots.delete(n);
          await handOver(slot);
          return;
        }
        options.onAdopted();
        logger.info(
          {
            slot: n,
            group: options.shareGroup,
            client_ids: slot.connections.map((c) => c.clientId),
            resumed: slot.connections.filter((c) => c.resumed).length,
          },
          'adopted the ingest slot of a copy that is gone',
        );
      } catch (err) {
        logger.warn({ err: (err as Error).message, slot: n }, 'could not adopt an ingest slot');
      }
    }
  };

  const tick = () => {
    if (ticking || closed) return;
    ticking = (async () => {
      await Promise.all([...slots.values()].map(renew));
      await adoptExpired();
    })()
      .catch((err: Error) =>
        logger.warn({ err: err.message }, 'could not look for ingest slots to adopt'),
      )
      .finally(() => (ticking = null));
  };

  return {
    /** Claims the lowest free slot (no lease, or an expired one) and connects its sessions. */
    async start(): Promise<void> {
      for (let n = 0; n < MAX_SLOTS; n++) {
        if (!(await namedLease(db, slotLeaseName(options.shareGroup, n)).takeLease(holder, ttlMs)))
          continue;
        await open(n);
        break;
      }
      if (slots.size === 0) throw new Error(`every ingest slot of ${options.shareGroup} is held`);
      stopTimer = (options.every ?? every)(ttlMs / 3, tick);
      logger.info(
        { slot: [...slots.keys()][0], group: options.shareGroup, holder },
        'ingest slot claimed',
      );
    },
    /** Slots this process holds. */
    get held(): number {
      return slots.size;
    },
    /** Ingest connections that are connected. */
    connected(): number {
      let count = 0;
      for (const slot of slots.values())
        count += slot.connections.filter((c) => c.connected).length;
      return count;
    },
    /** Ends the connections keeping their sessions, then expires the leases for another copy. */
    async close(): Promise<void> {
      closed = true;
      stopTimer?.();
      await ticking;
      const held = [...slots.values()];
      slots.clear();
      await Promise.all(held.map(handOver));
    },
  };
}

export type IngestSlots = ReturnType<typeof ingestSlots>;
