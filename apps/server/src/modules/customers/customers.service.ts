import {
  can,
  listResult,
  pageWindow,
  type CustomerCreateBody,
  type CustomerListQuery,
  type CustomerUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldConflict, notFound } from '../../lib/http-error.ts';
import { type AuditRepository, changedFields, recordChange } from '../audit/index.ts';
import type { BrokerAccounts } from '../broker-accounts/index.ts';
import type { FilesService } from '../files/index.ts';
import { presentCustomer } from './customers.presenter.ts';
import type { CustomerPatch, CustomerRow, CustomersRepository } from './customers.repository.ts';

export interface CustomersDeps {
  repo: CustomersRepository;
  files: FilesService;
  audit: AuditRepository;
  /** Anonymizing a customer revokes its vehicles' MQTT logins: their broker accounts go too. */
  accounts: Pick<BrokerAccounts, 'withdrawVehicles'>;
  platformOwner: string;
  now?: () => Date;
}

const nameTaken = () =>
  fieldConflict('name', 'A customer with this name already exists.', 'NAME_TAKEN');

/**
 * Customers are the tenants. Platform-owner admins manage all of them; everyone else sees only
 * their own, and an admin or customer admin may edit their own. Others' ids answer 404.
 */
export function customersService({
  repo,
  files,
  audit,
  accounts,
  platformOwner,
  now = () => new Date(),
}: CustomersDeps) {
  const managesAll = (actor: Actor) => can(actor.session, 'manageCustomers');
  const isOwner = (name: string) => name.toUpperCase() === platformOwner.toUpperCase();

  async function present(rows: CustomerRow[]) {
    const images = await files.linksFor(rows.map((r) => r.logoFileId));
    return rows.map((row) => presentCustomer(row, images, platformOwner));
  }
  const presentOne = async (row: CustomerRow) => (await present([row]))[0]!;

  async function visible(actor: Actor, id: string): Promise<CustomerRow> {
    const row =
      managesAll(actor) || id === actor.session.custom_cid ? await repo.findById(id) : undefined;
    if (!row) throw notFound('Customer not found');
    return row;
  }

  /** The platform owner's name decides who is platform owner: nobody may take or drop it. */
  function checkName(name: string | undefined, row?: CustomerRow) {
    if (name === undefined || (row && name === row.name)) return;
    if (row && isOwner(row.name)) {
      throw conflict('The platform owner is named by PLATFORM_OWNER; its name cannot change.');
    }
    if (isOwner(name)) throw conflict('This name is reserved for the platform owner.');
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  const patchOf = (body: CustomerUpdateBody): CustomerPatch => ({
    name: body.name,
    contactName: body.contact_name,
    contactEmail: body.contact_email,
    contactPhone: body.contact_phone,
    address: body.address,
  });

  /** Customers that may be removed or anonymized: not the platform owner, not your own. */
  function checkDisposable(actor: Actor, row: CustomerRow, verb: string) {
    if (isOwner(row.name)) throw conflict(`The platform owner cannot be ${verb}.`);
    if (row.id === actor.session.custom_cid) throw conflict(`Your own customer cannot be ${verb}.`);
  }

  return {
    async list(actor: Actor, query: CustomerListQuery) {
      const { rows, total } = await repo.list({
        onlyId: managesAll(actor) ? undefined : actor.session.custom_cid,
        name: query.name,
        query: query.query,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(await present(rows), total);
    },

    async get(actor: Actor, id: string) {
      return presentOne(await visible(actor, id));
    },

    async create(actor: Actor, body: CustomerCreateBody) {
      checkName(body.name);
      const row = await write(() =>
        repo.insert({
          name: body.name,
          contactName: body.contact_name ?? null,
          contactEmail: body.contact_email ?? null,
          contactPhone: body.contact_phone ?? null,
          address: body.address ?? null,
        }),
      );
      await recordChange(audit, actor, 'customer.create', row.id, {
        Customer_ID: row.id,
        name: row.name,
      });
      return presentOne(row);
    },

    async update(actor: Actor, id: string, body: CustomerUpdateBody) {
      const row = await visible(actor, id);
      checkName(body.name, row);
      const updated = await write(() => repo.update(id, patchOf(body)));
      if (!updated) throw notFound('Customer not found');
      await recordChange(audit, actor, 'customer.update', id, {
        Customer_ID: id,
        fields: changedFields(body),
      });
      return presentOne(updated);
    },

    async remove(actor: Actor, id: string) {
      const row = await visible(actor, id);
      checkDisposable(actor, row, 'deleted');
      const usage = await repo.usage(id);
      const inUse = Object.entries(usage).filter(([, n]) => n > 0);
      if (inUse.length > 0) {
        const what = inUse.map(([kind, n]) => `${n} ${kind}`).join(', ');
        throw conflict(
          `The customer still has ${what}; remove them first, or anonymize the customer.`,
          'IN_USE',
        );
      }
      await files.discard(row.logoFileId);
      await repo.delete(id);
      await recordChange(audit, actor, 'customer.delete', id, { Customer_ID: id, name: row.name });
    },

    async anonymize(actor: Actor, id: string) {
      const row = await visible(actor, id);
      checkDisposable(actor, row, 'anonymized');
      const result = await accounts.withdrawVehicles(await repo.vehicleIds(id), () =>
        repo.anonymize(id, now()),
      );
      for (const fileId of result.fileIds) await files.discard(fileId);
      await recordChange(audit, actor, 'customer.anonymize', id, {
        Customer_ID: id,
        users: result.users,
        vehicles: result.vehicles,
      });
      return presentOne((await repo.findById(id))!);
    },

    async setLogo(actor: Actor, id: string, upload: Buffer) {
      const row = await visible(actor, id);
      const file = await files.save(id, 'customer_logo', upload, actor.session.sub);
      const updated = await repo.update(id, { logoFileId: file.id });
      await files.discard(row.logoFileId);
      await recordChange(audit, actor, 'customer.logo.set', id, { Customer_ID: id });
      return presentOne(updated!);
    },

    async removeLogo(actor: Actor, id: string) {
      const row = await visible(actor, id);
      const updated = await repo.update(id, { logoFileId: null });
      await files.discard(row.logoFileId);
      await recordChange(audit, actor, 'customer.logo.remove', id, { Customer_ID: id });
      return presentOne(updated!);
    },

    /** The first of spec §7's two logo calls: where the graphic is (a signed link). */
    async logoLocation(actor: Actor, id: string) {
      const row = await visible(actor, id);
      const logo = (await files.linksFor([row.logoFileId]))(row.logoFileId);
      if (!logo) throw notFound('The customer has no logo.');
      return logo;
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
