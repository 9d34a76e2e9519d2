import { randomUUID } from 'node:crypto';
import {
  listResult,
  pageWindow,
  type VehicleCreate,
  type VehicleListQuery,
  type VehicleUpdate,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldConflict, invalidField, notFound } from '../../lib/http-error.ts';
import { type AuditRepository, changedFields, recordChange } from '../audit/index.ts';
import type { BrokerAccounts } from '../broker-accounts/index.ts';
import type { FilesService } from '../files/index.ts';
import { newMqttCredentials, verifyMqttPassword } from './mqtt-credentials.ts';
import { presentVehicle } from './vehicles.presenter.ts';
import type { VehicleRow, VehiclesRepository } from './vehicles.repository.ts';

export interface VehiclesDeps {
  repo: VehiclesRepository;
  files: FilesService;
  audit: AuditRepository;
  /** The vehicles' accounts on an external broker (no-ops with the embedded one). */
  accounts: Pick<BrokerAccounts, 'vehicleSaved' | 'withdrawVehicles'>;
  now?: () => Date;
}

const missing = () => notFound('Vehicle not found');

/** A tenant's vehicles, their icons and their MQTT credentials (answered once, then hashed). */
export function vehiclesService({
  repo,
  files,
  audit,
  accounts,
  now = () => new Date(),
}: VehiclesDeps) {
  async function present(rows: VehicleRow[]) {
    const images = await files.linksFor(rows.map((r) => r.iconFileId));
    return rows.map((row) => presentVehicle(row, images));
  }
  const presentOne = async (row: VehicleRow) => (await present([row]))[0]!;

  async function find(actor: Actor, id: string): Promise<VehicleRow> {
    const row = await repo.findById(actor.scope, id);
    if (!row) throw missing();
    return row;
  }

  function checkCapacity(field: 'body.max_wheelchair_occupancy', seats: number, spaces: number) {
    if (spaces > seats) throw invalidField(field, 'must not be more than the number of seats');
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw fieldConflict('name', 'A vehicle with this name already exists.', 'NAME_TAKEN');
      }
      throw error;
    }
  }

  const accountOf = (row: VehicleRow) => ({
    vehicleId: row.id,
    customerId: row.customerId,
    name: row.name,
  });

  const audited = (actor: Actor, action: string, row: VehicleRow, extra = {}) =>
    recordChange(audit, actor, action, row.customerId, { Vehicle_ID: row.id, ...extra });

  return {
    async list(actor: Actor, query: VehicleListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        statusFlag: query.status_flag,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(await present(rows), total);
    },

    async get(actor: Actor, id: string) {
      return presentOne(await find(actor, id));
    },

    /** The vehicle's last refused messages, newest first. */
    async refusals(actor: Actor, id: string) {
      const row = await find(actor, id);
      const items = await repo.refusals(row.id);
      return listResult(items, items.length);
    },

    async create(actor: Actor, body: VehicleCreate) {
      checkCapacity(
        'body.max_wheelchair_occupancy',
        body.maxOccupancy,
        body.max_wheelchair_occupancy,
      );
      const id = randomUUID();
      const mqtt = await newMqttCredentials(id);
      const row = await write(() =>
        repo.insert(actor.scope, {
          id,
          name: body.name,
          registration: body.registration ?? null,
          statusFlag: body.status_flag,
          maxOccupancy: body.maxOccupancy,
          maxWheelchairOccupancy: body.max_wheelchair_occupancy,
          mqttUsername: mqtt.credentials.username,
          mqttPasswordHash: mqtt.hash,
          mqttRotatedAt: now(),
        }),
      );
      // The row first, then the broker account; the answer waits for the broker. In this order
      // an account never exists without its row (what the reconcile deletes), and a row briefly
      // without its account is young (which the reconcile leaves alone). If the broker does not
      // confirm (503), the row goes again: nothing is half made. A taken name (409) costs no
      // broker call.
      try {
        await accounts.vehicleSaved(accountOf(row), mqtt.credentials.password);
      } catch (error) {
        // If even that fails, the reconcile gives the row a disabled account and says so.
        await repo.delete(actor.scope, row.id).catch(() => undefined);
        throw error;
      }
      await audited(actor, 'vehicle.create', row, { name: row.name });
      return { ...(await presentOne(row)), mqtt: mqtt.credentials };
    },

    async update(actor: Actor, body: VehicleUpdate) {
      const row = await find(actor, body.Vehicle_ID);
      checkCapacity(
        'body.max_wheelchair_occupancy',
        body.maxOccupancy ?? row.maxOccupancy,
        body.max_wheelchair_occupancy ?? row.maxWheelchairOccupancy,
      );
      const updated = await write(() =>
        repo.update(actor.scope, row.id, {
          name: body.name,
          registration: body.registration,
          statusFlag: body.status_flag,
          maxOccupancy: body.maxOccupancy,
          maxWheelchairOccupancy: body.max_wheelchair_occupancy,
        }),
      );
      if (!updated) throw missing();
      const fields = changedFields(body, ['operation', 'Vehicle_ID', 'Customer_ID']);
      await audited(actor, 'vehicle.update', updated, { fields });
      return presentOne(updated);
    },

    async remove(actor: Actor, id: string) {
      const row = await find(actor, id);
      const deleted = await accounts.withdrawVehicles([row.id], () => repo.delete(actor.scope, id));
      if (!deleted) throw missing();
      await files.discard(row.iconFileId);
      await audited(actor, 'vehicle.delete', row, { name: row.name });
    },

    async anonymize(actor: Actor, id: string) {
      const row = await find(actor, id);
      // Its MQTT login goes: so does its broker account.
      const updated = await accounts.withdrawVehicles([row.id], () =>
        repo.anonymize(actor.scope, id, now()),
      );
      if (!updated) throw missing();
      await files.discard(row.iconFileId);
      await audited(actor, 'vehicle.anonymize', updated);
      return presentOne(updated);
    },

    /** Issues new MQTT credentials; the old password stops working at once. */
    async rotateMqtt(actor: Actor, id: string) {
      const row = await find(actor, id);
      if (row.anonymizedAt) throw conflict('An anonymized vehicle has no MQTT credentials.');
      const mqtt = await newMqttCredentials(row.id);
      // The broker first: if it does not confirm (503), nothing changed anywhere. Once it has,
      // the old password is refused and its connections are closed, whatever happens next; if
      // the database then fails, the caller gets an error and no password, the vehicle cannot
      // sign in with either, and rotating again mends it. The other order could leave the old,
      // perhaps leaked, password working on the broker while the database says it was replaced.
      await accounts.vehicleSaved(accountOf(row), mqtt.credentials.password);
      await repo.update(actor.scope, row.id, {
        mqttUsername: mqtt.credentials.username,
        mqttPasswordHash: mqtt.hash,
        mqttRotatedAt: now(),
      });
      await audited(actor, 'vehicle.mqtt.rotate', row);
      return { Vehicle_ID: row.id, mqtt: mqtt.credentials };
    },

    async setIcon(actor: Actor, id: string, upload: Buffer) {
      const row = await find(actor, id);
      const file = await files.save(row.customerId, 'vehicle_icon', upload, actor.session.sub);
      const updated = await repo.update(actor.scope, id, { iconFileId: file.id });
      await files.discard(row.iconFileId);
      await audited(actor, 'vehicle.icon.set', row);
      return presentOne(updated!);
    },

    async removeIcon(actor: Actor, id: string) {
      const row = await find(actor, id);
      const updated = await repo.update(actor.scope, id, { iconFileId: null });
      await files.discard(row.iconFileId);
      await audited(actor, 'vehicle.icon.remove', row);
      return presentOne(updated!);
    },

    /** The vehicle an MQTT login belongs to, or null (for the broker's authentication). */
    async authenticateMqtt(username: string, password: string) {
      const row = await repo.findByMqttUsername(username);
      if (!row?.mqttPasswordHash) return null;
      if (!(await verifyMqttPassword(row.mqttPasswordHash, password))) return null;
      return { Vehicle_ID: row.id, Customer_ID: row.customerId };
    },
  };
}

export type VehiclesService = ReturnType<typeof vehiclesService>;
