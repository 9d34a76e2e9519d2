import type { Db } from '../../db/database.ts';
import { serviceUnavailable } from '../../lib/http-error.ts';
import { accountCommands, type AccountCommands } from './account-commands.ts';
import { accountNames, type VehicleAccount } from './account-names.ts';
import type { BrokerAccountsMetrics } from './broker-accounts-metrics.ts';
import { CONTROL_TOPIC, type ControlChannel } from './control-channel.ts';
import { manageBroker } from './manage-broker.ts';
import { reconcileOnce, type ReconcileReport } from './reconcile.ts';
import { reconcileSchedule, type ReconcileSchedule } from './reconcile-schedule.ts';
import type { StoredVehicle } from './reconcile-plan.ts';
import { ensureServerAccess } from './server-access.ts';
import { storedVehicles } from './stored-vehicles.ts';

/**
 * Who keeps vehicles' accounts: `embedded` (no MQTT_URL: the embedded broker reads the database),
 * `dynamic-security` (a Mosquitto whose plugin this server manages) or `unmanaged`
 * (MQTT_UNAUTHENTICATED_BROKER=accept and the broker does not answer on its control topic).
 */
export type BrokerAccountsKind = 'embedded' | 'dynamic-security' | 'unmanaged';

/** The vehicles' accounts on the broker, which follow the database. */
export interface BrokerAccounts {
  /** `not started` with MQTT_URL until `start()` has asked the broker. */
  readonly kind: BrokerAccountsKind | 'not started';
  /**
   * With MQTT_URL: makes sure this server may manage the broker's accounts (or refuses to start
   * in one line), grants the server its role, then reconciles now and every minute.
   */
  start(): Promise<void>;
  /** Creates the vehicle's account, or sets its password and enables it. */
  vehicleSaved(vehicle: VehicleAccount, password: string): Promise<void>;
  /** Disables the account; its connections end. */
  vehicleDisabled(vehicleId: string): Promise<void>;
  /** Deletes the account and its role; its connections end. */
  vehicleDeleted(vehicleId: string): Promise<void>;
  /**
   * Runs `change` (which deletes or anonymizes the vehicles in the database) with their
   * accounts disabled first and deleted after; if `change` fails, those that were enabled are
   * enabled again. So a vehicle never keeps a usable account once its row is gone.
   */
  withdrawVehicles<T>(vehicleIds: readonly string[], change: () => Promise<T>): Promise<T>;
  /** One reconcile pass now, if this process holds the lease (null otherwise). */
  reconcile(): Promise<ReconcileReport | null>;
  /** For /readyz: throws when vehicle accounts cannot be changed. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface BrokerAccountsOptions {
  db: Db;
  env: {
    MQTT_URL?: string | undefined;
    MQTT_CLIENT_ID: string;
    MQTT_SHARE_GROUP: string;
    MQTT_UNAUTHENTICATED_BROKER?: 'accept' | undefined;
    INSTALL_ID: string;
  };
  /** A demo vehicle's seeded password while it still holds; else null. */
  demoPassword: (vehicle: StoredVehicle) => Promise<string | null>;
  metrics: BrokerAccountsMetrics;
  /**
   * Runs work while no other server copy of this database does the same (the start-up lock):
   * Mosquitto 2.0 may refuse a client whose roles another copy is changing at that moment.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  logger: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
    error(fields: object, message: string): void;
  };
}

const RECONCILE_EVERY_MS = 60_000;
/** Longer than creating a vehicle takes (row, then account, or the row removed again). */
const RECENT_SECONDS = 15;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

const EMBEDDED: BrokerAccounts = {
  kind: 'embedded',
  start: () => Promise.resolve(),
  vehicleSaved: () => Promise.resolve(),
  vehicleDisabled: () => Promise.resolve(),
  vehicleDeleted: () => Promise.resolve(),
  withdrawVehicles: (_ids, change) => change(),
  reconcile: () => Promise.resolve(null),
  check: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

export function brokerAccounts(options: BrokerAccountsOptions): BrokerAccounts {
  const { env, metrics, logger } = options;
  if (!env.MQTT_URL) return EMBEDDED;
  const url = env.MQTT_URL;
  const names = accountNames(env.INSTALL_ID);
  const serverAccess = {
    names,
    shareGroup: env.MQTT_SHARE_GROUP,
    username: decodeURIComponent(new URL(url).username) || null,
    logger,
  };
  let kind: BrokerAccounts['kind'] = 'not started';
  let channel: ControlChannel | null = null;
  let commands: AccountCommands | null = null;
  let schedule: ReconcileSchedule | null = null;
  let starting: Promise<void> | null = null;

  /** The commands while the broker is managed; null when it is not; 503 before start. */
  const managed = (): AccountCommands | null => {
    if (kind === 'unmanaged') return null;
    if (commands) return commands;
    throw serviceUnavailable(
      'BROKER_UNAVAILABLE',
      'Vehicle accounts on the MQTT broker are not ready yet; try again shortly.',
    );
  };

  /** The broker must confirm: otherwise a 503, and the caller keeps (or restores) its rows. */
  async function confirmed<T>(operation: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (err) {
      metrics.failures.inc({ operation });
      logger.warn(
        { err: messageOf(err), operation },
        'vehicle account: the broker did not confirm',
      );
      throw serviceUnavailable(
        'BROKER_UNAVAILABLE',
        `The MQTT broker did not confirm the change of the vehicle's account (${messageOf(err)}); try again.`,
      );
    }
  }

  async function startOnce(): Promise<void> {
    const opened = await options.exclusive(() =>
      manageBroker({
        url,
        clientId: env.MQTT_CLIENT_ID,
        acceptUnmanaged: env.MQTT_UNAUTHENTICATED_BROKER === 'accept',
        serverAccess,
        logger,
      }),
    );
    if (!opened) {
      kind = 'unmanaged';
      return;
    }
    const opCommands = accountCommands(opened, names);
    channel = opened;
    commands = opCommands;
    kind = 'dynamic-security';
    schedule = reconcileSchedule({
      db: options.db,
      everyMs: RECONCILE_EVERY_MS,
      metrics,
      logger,
      async pass() {
        // The server's role too: a broker that lost its configuration gets it back.
        await ensureServerAccess(opened, serverAccess);
        return reconcileOnce({
          commands: opCommands,
          names,
          vehicles: () => storedVehicles(options.db, RECENT_SECONDS),
          demoPassword: options.demoPassword,
          metrics,
          logger,
        });
      },
    });
    await schedule.start();
  }

  return {
    get kind() {
      return kind;
    },

    start() {
      starting ??= startOnce();
      return starting;
    },

    async vehicleSaved(vehicle, password) {
      const accounts = managed();
      if (accounts) await confirmed('save', () => accounts.save(vehicle, password));
    },

    async vehicleDisabled(vehicleId) {
      const accounts = managed();
      if (accounts) await confirmed('disable', () => accounts.disable([vehicleId]));
    },

    async vehicleDeleted(vehicleId) {
      const accounts = managed();
      if (accounts) await confirmed('delete', () => accounts.remove([vehicleId]));
    },

    async withdrawVehicles<T>(vehicleIds: readonly string[], change: () => Promise<T>) {
      const accounts = managed();
      if (!accounts || vehicleIds.length === 0) return change();
      const enabled = await confirmed('disable', () => accounts.disable(vehicleIds));
      let result: T;
      try {
        result = await change();
      } catch (err) {
        await accounts
          .enable(enabled)
          .catch((enableErr: unknown) =>
            logger.error(
              { err: messageOf(enableErr), vehicle_ids: enabled },
              'vehicle accounts left disabled after a failed change: rotate their MQTT credentials',
            ),
          );
        throw err;
      }
      // Done in the database and the accounts disabled: a leftover is the reconcile's to delete.
      await accounts.remove(vehicleIds).catch((err: unknown) => {
        metrics.failures.inc({ operation: 'delete' });
        logger.warn(
          { err: messageOf(err), vehicle_ids: vehicleIds },
          'vehicle accounts disabled, not deleted: the next reconcile deletes them',
        );
      });
      return result;
    },

    reconcile: () => schedule?.now() ?? Promise.resolve(null),

    check() {
      if (kind === 'not started') {
        return Promise.reject(new Error('vehicle accounts are not managed yet'));
      }
      if (kind === 'dynamic-security' && !channel?.ready) {
        return Promise.reject(new Error(`not connected to ${CONTROL_TOPIC}`));
      }
      return Promise.resolve();
    },

    async close() {
      await starting?.catch(() => undefined);
      await schedule?.stop();
      await channel?.close();
    },
  };
}
