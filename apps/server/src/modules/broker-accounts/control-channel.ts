import { randomUUID } from 'node:crypto';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';

/** Mosquitto's dynamic-security plugin reads commands here and answers on `…/response`. */
export const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
export const RESPONSE_TOPIC = `${CONTROL_TOPIC}/response`;

/** One dynamic-security command: `{ command: 'createClient', username, … }`. */
export interface DynsecCommand {
  command: string;
  [field: string]: unknown;
}

/** What the plugin answers per command; `error` is its message ("Client already exists"). */
export interface DynsecResponse {
  command: string;
  error?: string;
  data?: unknown;
  correlationData?: string;
}

/** A command and the errors that mean "already so" for it (answered, not thrown). */
export interface ControlRequest {
  body: DynsecCommand;
  tolerate?: readonly string[];
}

/**
 * The broker does not answer on the control topic, or not to this account: not authorised,
 * no answer in time, or the connection was lost while waiting.
 */
export class ControlChannelError extends Error {
  override name = 'ControlChannelError';
}

/** The broker answered a command with an error. */
export class DynsecCommandError extends Error {
  override name = 'DynsecCommandError';
  constructor(
    readonly command: string,
    readonly reason: string,
  ) {
    super(`${command}: ${reason}`);
  }
}

export interface ControlChannel {
  /**
   * Sends the commands in one message (the plugin runs them in order, with nothing in between)
   * and answers their responses in the same order. An error not tolerated is thrown.
   */
  run(requests: readonly ControlRequest[], timeoutMs?: number): Promise<DynsecResponse[]>;
  /** Connected and reading the responses. */
  readonly ready: boolean;
  /** Resolves once ready again (after the broker dropped the connection), or throws. */
  whenReady(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface ControlChannelOptions {
  /** MQTT_URL: its user and password are the account that manages the broker. */
  url: string;
  clientId: string;
  /** How long a command may wait for its answer. */
  timeoutMs: number;
  logger: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
}

interface Pending {
  answer(response: DynsecResponse): void;
  fail(error: Error): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An MQTT 5 connection (clean start) that publishes dynamic-security commands to
 * `$CONTROL/dynamic-security/v1` and reads `…/response`. Every command carries its own
 * `correlationData`, which Mosquitto echoes, so answers meant for another process that reads the
 * same topic are ignored. A dropped connection fails what waits (it reconnects by itself).
 * Opening throws a ControlChannelError when the broker refuses the answers' subscription, and
 * any other error when it cannot be reached or refuses the account.
 */
export async function openControlChannel(options: ControlChannelOptions): Promise<ControlChannel> {
  const { logger } = options;
  const pending = new Map<string, Pending>();
  let ready = false;
  let closing = false;
  let lost = false;
  const settings: IClientOptions = {
    clientId: options.clientId,
    protocolVersion: 5,
    clean: true,
    reconnectPeriod: 500,
    connectTimeout: options.timeoutMs,
    resubscribe: false,
    // A command must not wait offline and run later, after its caller was told it failed.
    queueQoSZero: false,
  };
  const client: MqttClient = connect(options.url, settings);

  const failAll = (error: Error) => {
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.fail(error);
    }
  };

  client.on('message', (topic, payload) => {
    if (topic !== RESPONSE_TOPIC) return;
    let responses: unknown;
    try {
      responses = (JSON.parse(payload.toString()) as { responses?: unknown }).responses;
    } catch {
      return;
    }
    if (!Array.isArray(responses)) return;
    for (const response of responses as DynsecResponse[]) {
      const id = response?.correlationData;
      const waiting = typeof id === 'string' ? pending.get(id) : undefined;
      if (!waiting) continue;
      pending.delete(id!);
      waiting.answer(response);
    }
  });

  /** Subscribes to the answers after each (re)connection; a refusal means "not authorised". */
  const subscribe = async () => {
    // mqtt.js rejects a SUBACK of 0x80 or more (MQTT 5: 0x87 not authorized).
    await client.subscribeAsync(RESPONSE_TOPIC, { qos: 1 }).catch(() => {
      throw new ControlChannelError(`not authorised to read ${RESPONSE_TOPIC}`);
    });
  };

  client.on('connect', () => {
    if (!lost) return;
    subscribe().then(
      () => {
        ready = true;
        lost = false;
        logger.info({}, 'vehicle accounts: back on the broker control topic');
      },
      (err: Error) => logger.warn({ err: err.message }, 'vehicle accounts: cannot read answers'),
    );
  });
  client.on('close', () => {
    if (closing) return;
    if (ready) logger.warn({}, 'vehicle accounts: connection to the broker lost; reconnecting');
    ready = false;
    lost = true;
    failAll(new ControlChannelError('the connection to the MQTT broker was lost'));
  });
  client.on('error', () => {
    // Reported by 'close' (once per outage, not once per attempt).
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`no connection within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      client.end(true);
      reject(err);
    };
    client.once('error', fail);
    client.once('connect', () => {
      client.off('error', fail);
      clearTimeout(timer);
      subscribe().then(resolve, fail);
    });
  });
  ready = true;

  return {
    get ready() {
      return ready;
    },

    async whenReady(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (!ready) {
        if (closing || Date.now() > until) {
          throw new ControlChannelError('not connected to the MQTT broker');
        }
        await sleep(25);
      }
    },

    async run(requests, timeoutMs = options.timeoutMs) {
      if (!ready) throw new ControlChannelError('not connected to the MQTT broker');
      const commands = requests.map((r) => ({ ...r.body, correlationData: randomUUID() }));
      const answers = Promise.all(
        commands.map(
          (command) =>
            new Promise<DynsecResponse>((answer, fail) =>
              pending.set(command.correlationData, { answer, fail }),
            ),
        ),
      );
      // QoS 0: a command is never sent again after a reconnection (QoS 1 would be), when its
      // caller has already been told it failed; on a live connection TCP delivers it.
      const sent = client.publishAsync(CONTROL_TOPIC, JSON.stringify({ commands }), { qos: 0 });
      const done = Promise.all([sent, answers]);
      // Settled after a timeout, it must not become an unhandled rejection.
      done.catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new ControlChannelError(`no answer on ${CONTROL_TOPIC} within ${timeoutMs / 1000} s`),
            ),
          timeoutMs,
        );
      });
      try {
        const [, responses] = await Promise.race([done, timeout]);
        responses.forEach((response, index) => {
          const tolerated = requests[index]?.tolerate ?? [];
          if (response.error !== undefined && !tolerated.includes(response.error)) {
            throw new DynsecCommandError(response.command, response.error);
          }
        });
        return responses;
      } finally {
        clearTimeout(timer);
        for (const command of commands) pending.delete(command.correlationData);
      }
    },

    async close() {
      closing = true;
      ready = false;
      failAll(new ControlChannelError('closing'));
      await client.endAsync(true);
    },
  };
}
