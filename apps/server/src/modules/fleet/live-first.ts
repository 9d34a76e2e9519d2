import { telemetryKey } from '@shuttle-ops/domain';
import type { IngestMessage } from './ingest-message.ts';

/** Keys of telemetry shown and not yet stored that are remembered at most (oldest go first). */
const MAX_UNCONFIRMED = 50_000;

const keyOf = (message: IngestMessage & { kind: 'telemetry' }) =>
  `${message.vehicle.vehicleId}/${telemetryKey(message.payload)}`;

/**
 * Which vehicle messages the consoles see before they are stored, and which only after
 * (docs/decisions/0018-live-before-stored.md). Telemetry newer than anything shown of its
 * vehicle is shown on arrival, while it waits for its batch; anything else (an older or equal
 * time, so also every redelivery, and alerts and mission events) is shown after its commit, and
 * only if it was stored for the first time and not shown on arrival already. So a message is
 * shown once, also when its first store failed and the vehicle sent it again.
 */
export class LiveFirst {
  /** Per vehicle, the newest `dt_canbus` shown on arrival (epoch ms). */
  private readonly newest = new Map<string, number>();
  /** Telemetry keys shown on arrival whose store has not been settled (insertion order). */
  private readonly unconfirmed = new Set<string>();

  constructor(private readonly maxUnconfirmed = MAX_UNCONFIRMED) {}

  /** Whether to show the message now, before it is stored; if so it counts as shown. */
  showOnArrival(message: IngestMessage): boolean {
    if (message.kind !== 'telemetry') return false;
    const { vehicleId } = message.vehicle;
    const at = Date.parse(message.payload.dt_canbus);
    const newest = this.newest.get(vehicleId);
    if (newest !== undefined && !(at > newest)) return false;
    this.newest.set(vehicleId, at);
    this.unconfirmed.add(keyOf(message));
    if (this.unconfirmed.size > this.maxUnconfirmed) {
      const oldest = this.unconfirmed.values().next().value;
      if (oldest !== undefined) this.unconfirmed.delete(oldest);
    }
    return true;
  }

  /**
   * The message's store is settled (`stored`: for the first time now; false: it was stored
   * before, or refused for good): answers whether it is still to be shown.
   */
  settled(message: IngestMessage, stored: boolean): boolean {
    if (message.kind !== 'telemetry') return stored;
    const shown = this.unconfirmed.delete(keyOf(message));
    return stored && !shown;
  }

  /** Keys shown on arrival whose store is not settled yet (or failed, awaiting a redelivery). */
  get unsettled(): number {
    return this.unconfirmed.size;
  }
}
