import type { BrokerClient } from './account-commands.ts';
import type { AccountNames, VehicleAccount } from './account-names.ts';

/** A vehicle of the database as the reconcile sees it. */
export interface StoredVehicle extends VehicleAccount {
  /** argon2id of its MQTT password; null once its credentials are revoked (anonymized). */
  passwordHash: string | null;
  /** Created moments ago: its account may be on its way (the API writes the row first). */
  recent: boolean;
}

export interface ReconcilePlan {
  /** Vehicles with credentials and no account. */
  missing: StoredVehicle[];
  /** This install's accounts (by username) whose vehicle is gone or has no credentials. */
  strayClients: string[];
  /**
   * This install's vehicle roles whose vehicle is gone or has no credentials, and that no
   * remaining client holds (Mosquitto 2.0.11 corrupts a client whose role is deleted under it).
   */
  strayRoles: string[];
  /** This install's accounts that lack their role. */
  roleless: StoredVehicle[];
  /** Vehicles whose username belongs to a client this install did not make (left alone). */
  foreign: StoredVehicle[];
}

/**
 * What makes the broker hold exactly the database's vehicles: every vehicle with credentials
 * has an account and role, and no account or role of this install (by its marker and role
 * name) outlives its vehicle. Clients without this install's marker are never touched.
 */
export function planReconcile(
  names: AccountNames,
  clients: readonly BrokerClient[],
  roles: readonly string[],
  vehicles: readonly StoredVehicle[],
): ReconcilePlan {
  const credentialed = new Map(
    vehicles.filter((v) => v.passwordHash !== null).map((v) => [v.vehicleId, v]),
  );
  const byUsername = new Map(clients.map((c) => [c.username, c]));
  const plan: ReconcilePlan = {
    missing: [],
    strayClients: [],
    strayRoles: [],
    roleless: [],
    foreign: [],
  };
  for (const client of clients) {
    const owner = names.vehicleOfMarker(client.textdescription);
    if (owner && !credentialed.has(owner.vehicleId)) plan.strayClients.push(client.username);
  }
  const held = new Set(
    clients
      .filter((c) => !plan.strayClients.includes(c.username))
      .flatMap((c) => (c.roles ?? []).map((r) => r.rolename)),
  );
  for (const rolename of roles) {
    const vehicleId = names.vehicleOfRole(rolename);
    if (vehicleId !== null && !credentialed.has(vehicleId) && !held.has(rolename)) {
      plan.strayRoles.push(rolename);
    }
  }
  for (const vehicle of credentialed.values()) {
    const client = byUsername.get(names.vehicleUsername(vehicle.vehicleId));
    if (!client) {
      plan.missing.push(vehicle);
      continue;
    }
    if (names.vehicleOfMarker(client.textdescription)?.vehicleId !== vehicle.vehicleId) {
      plan.foreign.push(vehicle);
    } else if (!client.roles?.some((r) => r.rolename === names.vehicleRole(vehicle.vehicleId))) {
      plan.roleless.push(vehicle);
    }
  }
  return plan;
}
