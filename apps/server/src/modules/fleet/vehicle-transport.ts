import type { Duplex } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { FleetCommand } from '@shuttle-ops/domain';

/**
 * The MQTT side of the server: the embedded broker, or the ingest clients of an external one.
 * Either way messages reach the same intake; only who authorizes vehicles differs.
 */
export interface VehicleTransport {
  readonly kind: 'embedded' | 'external';
  /** Embedded: listens on the port (0 = any free one); external: connects and subscribes. */
  listen(options: { port: number; host: string }): Promise<void>;
  /** The embedded broker's TCP port once listening; null with an external broker. */
  readonly port: number | null;
  /** Where a vehicle of this machine (the simulator) connects, once listening. */
  readonly vehicleUrl: string | null;
  /** MQTT over WebSocket (`/mqtt`): the embedded broker takes the stream; external refuses. */
  handleStream(stream: Duplex, request: IncomingMessage): void;
  /**
   * Sends a command to a vehicle at QoS 1, as the server itself: not a vehicle, so no vehicle
   * ACL applies (embedded: the broker publishes it; external: the ingest client does).
   */
  sendCommand(customerId: string, vehicleId: string, command: FleetCommand): Promise<void>;
  /** Connected vehicles (embedded) or connected ingest clients (external). */
  connectedClients(): number;
  /** Throws when messages cannot flow (for /readyz). */
  check(): Promise<void>;
  /** Takes no new connections; connected vehicles stay until `close`. */
  stopAccepting(): Promise<void>;
  close(): Promise<void>;
}
