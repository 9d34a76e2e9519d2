import { randomBytes } from 'node:crypto';
import type { AccountCommands } from './account-commands.ts';
import type { AccountNames } from './account-names.ts';
import type { BrokerAccountsMetrics, ReconcileOutcome } from './broker-accounts-metrics.ts';
import { planReconcile, type StoredVehicle } from './reconcile-plan.ts';

export type ReconcileReport = Record<ReconcileOutcome, number>;

export interface ReconcileOptions {
  commands: AccountCommands;
  names: AccountNames;
  /** Every vehicle of the database (see stored-vehicles.ts). */
  vehicles: () => Promise<StoredVehicle[]>;
  /** A demo vehicle's seeded password while it still holds (db/demo-fleet.ts); else null. */
  demoPassword: (vehicle: StoredVehicle) => Promise<string | null>;
  metrics: BrokerAccountsMetrics;
  logger: { warn(fields: object, message: string): void };
}

/**
 * One reconcile pass: the broker is made to hold exactly the database's vehicles. A vehicle
 * without an account gets one: a demo vehicle with its seeded password (so the simulator signs
 * in), any other disabled with a random password, since the password it was given is known
 * only as a hash; its credentials must be rotated. Accounts and roles of this install whose
 * vehicle is gone (or anonymized) are deleted.
 */
export async function reconcileOnce(options: ReconcileOptions): Promise<ReconcileReport> {
  const { commands, names, metrics, logger } = options;
  const report: ReconcileReport = {
    created: 0,
    created_disabled: 0,
    deleted: 0,
    role_created: 0,
    role_deleted: 0,
    foreign: 0,
  };
  const count = (outcome: ReconcileOutcome) => {
    report[outcome]++;
    metrics.reconciled.inc({ outcome });
  };
  // The broker first, then the database: the API deletes a vehicle's row before its account, so
  // an account missing here belongs to a vehicle that is no longer read below.
  const clients = await commands.listClients();
  const roles = await commands.listRoles();
  const plan = planReconcile(names, clients, roles, await options.vehicles());

  for (const vehicle of plan.missing) {
    const password = await options.demoPassword(vehicle);
    if (password !== null) {
      if (await commands.create(vehicle, password)) count('created');
      continue;
    }
    // The API writes a new vehicle's row, then its account: a young row's account may be on its
    // way, and disabling it just after the API made it would lock the vehicle out.
    if (vehicle.recent) continue;
    if (await commands.createDisabled(vehicle, randomBytes(24).toString('base64url'))) {
      count('created_disabled');
      logger.warn(
        { vehicle_id: vehicle.vehicleId, name: vehicle.name },
        `vehicle "${vehicle.name}" had no account on the MQTT broker: created disabled; rotate its MQTT credentials`,
      );
    }
  }
  for (const vehicle of plan.roleless) {
    await commands.restoreRole(vehicle);
    count('role_created');
  }
  for (const username of plan.strayClients) {
    await commands.removeClient(username);
    count('deleted');
  }
  for (const rolename of plan.strayRoles) {
    await commands.removeRole(rolename);
    count('role_deleted');
  }
  for (const vehicle of plan.foreign) {
    count('foreign');
    logger.warn(
      { vehicle_id: vehicle.vehicleId, username: names.vehicleUsername(vehicle.vehicleId) },
      'a broker client not made by this install holds the vehicle’s username: left alone',
    );
  }
  return report;
}
