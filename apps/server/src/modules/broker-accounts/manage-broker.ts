import { randomBytes } from 'node:crypto';
import { ConfigError } from '../../config/env.ts';
import {
  CONTROL_TOPIC,
  ControlChannelError,
  openControlChannel,
  type ControlChannel,
} from './control-channel.ts';
import { ensureServerAccess, type ServerAccessOptions } from './server-access.ts';

export interface ManageBrokerOptions {
  /** MQTT_URL. */
  url: string;
  /** MQTT_CLIENT_ID: the prefix of the control channel's client id. */
  clientId: string;
  /** MQTT_UNAUTHENTICATED_BROKER=accept: run on a broker that cannot be managed. */
  acceptUnmanaged: boolean;
  serverAccess: ServerAccessOptions;
  logger: ServerAccessOptions['logger'] & { info(fields: object, message: string): void };
}

/** How long one command may wait for the broker's answer. */
export const COMMAND_TIMEOUT_MS = 5_000;
/** How long the start waits for the plugin's first answer before deciding it is not there. */
const PROBE_TIMEOUT_MS = 3_000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Opens the control channel on MQTT_URL and asks the dynamic-security plugin a harmless
 * question. It answers: the broker is managed, the server's access is set up, and the channel
 * is answered. No answer, or not to this account: without MQTT_UNAUTHENTICATED_BROKER=accept a
 * ConfigError says so in one line; with it, one warning and null. A broker that cannot be
 * reached at all is a ConfigError either way.
 */
export async function manageBroker(options: ManageBrokerOptions): Promise<ControlChannel | null> {
  const { url, logger } = options;
  const host = new URL(url).host;
  const refused = (reason: string): null => {
    const line = `The MQTT broker at MQTT_URL (${host}) does not let this server manage vehicle accounts (${reason})`;
    if (!options.acceptUnmanaged) {
      throw new ConfigError(
        `${line}: enable Mosquitto's dynamic-security plugin and give MQTT_URL its admin account (docs/operations.md), or set MQTT_UNAUTHENTICATED_BROKER=accept to run without vehicle authentication.`,
      );
    }
    logger.warn(
      { host },
      `${line}; MQTT_UNAUTHENTICATED_BROKER=accept: vehicles are authenticated only by the broker's own configuration.`,
    );
    return null;
  };

  let channel: ControlChannel;
  try {
    channel = await openControlChannel({
      url,
      // Clean start and answers by correlation: any id of its own will do.
      clientId: `${options.clientId}-accounts-${randomBytes(3).toString('hex')}`,
      timeoutMs: COMMAND_TIMEOUT_MS,
      logger,
    });
  } catch (err) {
    if (err instanceof ControlChannelError) return refused(err.message);
    throw new ConfigError(`Cannot use the MQTT broker at MQTT_URL (${host}): ${messageOf(err)}`);
  }
  try {
    await channel.run([{ body: { command: 'getDefaultACLAccess' } }], PROBE_TIMEOUT_MS);
  } catch (err) {
    await channel.close();
    const silent = err instanceof ControlChannelError && err.message.startsWith('no answer');
    return refused(silent ? `no answer on ${CONTROL_TOPIC}` : messageOf(err));
  }
  try {
    await ensureServerAccess(channel, options.serverAccess);
  } catch (err) {
    await channel.close();
    throw new ConfigError(
      `Cannot set up this server's role on the MQTT broker at MQTT_URL (${host}): ${messageOf(err)}`,
    );
  }
  logger.info({ host }, 'vehicle accounts: managing the broker (dynamic security)');
  return channel;
}
