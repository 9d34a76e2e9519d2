import { vehicleAcls, type AccountNames, type VehicleAccount } from './account-names.ts';
import type { ControlChannel, ControlRequest } from './control-channel.ts';

/** A client as `listClients` (verbose) answers it. */
export interface BrokerClient {
  username: string;
  textdescription?: string;
  disabled?: boolean;
  roles?: { rolename: string }[];
}

const CLIENT_EXISTS = 'Client already exists';
const ROLE_EXISTS = 'Role already exists';
const NO_CLIENT = 'Client not found';
const NO_ROLE = 'Role not found';
/** Clients and roles asked for per message when listing. */
const PAGE = 500;

/**
 * The dynamic-security commands of vehicle accounts. Each operation is one message, which the
 * plugin runs in order with nothing in between; each is idempotent, so repeating one after a
 * lost answer does no harm.
 */
export function accountCommands(channel: ControlChannel, names: AccountNames) {
  const clientOf = (vehicle: VehicleAccount) => ({
    username: names.vehicleUsername(vehicle.vehicleId),
    textname: vehicle.name,
    textdescription: names.marker(vehicle.customerId, vehicle.vehicleId),
    roles: [{ rolename: names.vehicleRole(vehicle.vehicleId) }],
  });
  const roleOf = (vehicle: VehicleAccount): ControlRequest => ({
    body: {
      command: 'createRole',
      rolename: names.vehicleRole(vehicle.vehicleId),
      textdescription: names.marker(vehicle.customerId, vehicle.vehicleId),
      acls: vehicleAcls(vehicle.customerId, vehicle.vehicleId),
    },
    tolerate: [ROLE_EXISTS],
  });

  async function listAll<T>(command: string, field: string, verbose: boolean): Promise<T[]> {
    const all: T[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const [response] = await channel.run([{ body: { command, verbose, count: PAGE, offset } }]);
      const data = (response?.data ?? {}) as { totalCount?: number } & Record<string, unknown>;
      const page = Array.isArray(data[field]) ? (data[field] as T[]) : [];
      all.push(...page);
      if (page.length === 0 || offset + PAGE >= (data.totalCount ?? 0)) return all;
    }
  }

  /**
   * Creates the account unless it exists (then it is left as it is, made meanwhile by the API);
   * answers whether it made it.
   */
  async function create(vehicle: VehicleAccount, password: string): Promise<boolean> {
    const [, created] = await channel.run([
      roleOf(vehicle),
      {
        body: { command: 'createClient', ...clientOf(vehicle), password },
        tolerate: [CLIENT_EXISTS],
      },
    ]);
    return created?.error !== CLIENT_EXISTS;
  }

  return {
    /**
     * Creates the vehicle's role and account, or gives an existing account this password, its
     * role and names, and enables it. Changing an account ends its sessions (Mosquitto 2.0
     * disconnects the clients of a modified account), so the old password's connections end.
     */
    async save(vehicle: VehicleAccount, password: string): Promise<void> {
      const client = clientOf(vehicle);
      await channel.run([
        roleOf(vehicle),
        { body: { command: 'createClient', ...client, password }, tolerate: [CLIENT_EXISTS] },
        { body: { command: 'modifyClient', ...client, password } },
        { body: { command: 'enableClient', username: client.username } },
      ]);
    },

    create,

    /** Creates the account disabled (a password nobody holds, until credentials are rotated). */
    async createDisabled(vehicle: VehicleAccount, password: string): Promise<boolean> {
      if (!(await create(vehicle, password))) return false;
      await channel.run([
        { body: { command: 'disableClient', username: names.vehicleUsername(vehicle.vehicleId) } },
      ]);
      return true;
    },

    /** Gives an existing account of this install its role again (made again if gone). */
    async restoreRole(vehicle: VehicleAccount): Promise<void> {
      await channel.run([
        roleOf(vehicle),
        {
          body: {
            command: 'addClientRole',
            username: names.vehicleUsername(vehicle.vehicleId),
            rolename: names.vehicleRole(vehicle.vehicleId),
          },
        },
      ]);
    },

    /** Disables the accounts (their connections end); answers those that were enabled. */
    async disable(vehicleIds: readonly string[]): Promise<string[]> {
      if (vehicleIds.length === 0) return [];
      const responses = await channel.run(
        vehicleIds.flatMap((id): ControlRequest[] => [
          {
            body: { command: 'getClient', username: names.vehicleUsername(id) },
            tolerate: [NO_CLIENT],
          },
          {
            body: { command: 'disableClient', username: names.vehicleUsername(id) },
            tolerate: [NO_CLIENT],
          },
        ]),
      );
      return vehicleIds.filter((_, index) => {
        const found = responses[index * 2];
        const client = (found?.data as { client?: BrokerClient } | undefined)?.client;
        return client !== undefined && client.disabled !== true;
      });
    },

    async enable(vehicleIds: readonly string[]): Promise<void> {
      if (vehicleIds.length === 0) return;
      await channel.run(
        vehicleIds.map((id) => ({
          body: { command: 'enableClient', username: names.vehicleUsername(id) },
          tolerate: [NO_CLIENT],
        })),
      );
    },

    /**
     * Deletes the accounts, then their roles (their connections end); absent ones are fine.
     * Never a role first: Mosquitto 2.0.11 corrupts a client whose role is deleted under it.
     */
    async remove(vehicleIds: readonly string[]): Promise<void> {
      if (vehicleIds.length === 0) return;
      await channel.run(
        vehicleIds.flatMap((id): ControlRequest[] => [
          {
            body: { command: 'deleteClient', username: names.vehicleUsername(id) },
            tolerate: [NO_CLIENT],
          },
          { body: { command: 'deleteRole', rolename: names.vehicleRole(id) }, tolerate: [NO_ROLE] },
        ]),
      );
    },

    /** Deletes a client by its username (a stray account of this install). */
    async removeClient(username: string): Promise<void> {
      await channel.run([{ body: { command: 'deleteClient', username }, tolerate: [NO_CLIENT] }]);
    },

    async removeRole(rolename: string): Promise<void> {
      await channel.run([{ body: { command: 'deleteRole', rolename }, tolerate: [NO_ROLE] }]);
    },

    /** Every client of the broker, with its `textdescription` and whether it is disabled. */
    listClients: () => listAll<BrokerClient>('listClients', 'clients', true),
    /** The names of every role of the broker. */
    listRoles: () => listAll<string>('listRoles', 'roles', false),
  };
}

export type AccountCommands = ReturnType<typeof accountCommands>;
