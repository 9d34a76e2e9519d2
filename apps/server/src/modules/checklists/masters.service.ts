import {
  listResult,
  normalizeChecklistSections,
  pageWindow,
  type ChecklistMaster,
  type ChecklistMasterCreateBody,
  type ChecklistMasterListQuery,
  type ChecklistMasterUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, fieldConflict, notFound } from '../../lib/http-error.ts';
import { type AuditRepository, recordChange } from '../audit/index.ts';
import { isFileId, type ChecklistImages, type FileReference } from './checklist-images.ts';
import { masterFileIds, presentMaster } from './checklists.presenter.ts';
import type { MasterContent, MasterRow, MastersRepository } from './masters.repository.ts';

/** Finds a record of the caller's customer by id (vehicles, routes). */
export interface ScopedFinder {
  findById(scope: Actor['scope'], id: string): Promise<unknown>;
}

export interface MastersDeps {
  repo: MastersRepository;
  vehicles: ScopedFinder;
  routes: ScopedFinder;
  images: ChecklistImages;
  audit: AuditRepository;
}

export const masterMissing = () => notFound('Checklist not found');

const nameTaken = () =>
  fieldConflict('name', 'Another checklist already has this name.', 'NAME_TAKEN');

/** Checklist masters: templates with sections and items; every change is a new version. */
export function mastersService({ repo, vehicles, routes, images, audit }: MastersDeps) {
  /** 400 naming each vehicle or route that is not the customer's. */
  async function requireTargets(actor: Actor, appliesTo: MasterContent['appliesTo']) {
    const details: { field: string; message: string }[] = [];
    for (const [key, finder, what] of [
      ['Vehicle_IDs', vehicles, 'vehicle'],
      ['Route_IDs', routes, 'route'],
    ] as const) {
      for (const [index, id] of appliesTo[key].entries()) {
        if (!(await finder.findById(actor.scope, id))) {
          details.push({
            field: `body.applies_to.${key}.${index}`,
            message: `is not a ${what} of this customer`,
          });
        }
      }
    }
    if (details.length > 0) {
      throw badRequest(details.map((d) => `${d.field}: ${d.message}`).join('; '), details);
    }
  }

  async function present(rows: MasterRow[]): Promise<ChecklistMaster[]> {
    const link = await images.linker(rows.flatMap(masterFileIds));
    return rows.map((row) => presentMaster(row, link));
  }

  /** The stored content of a body; 400 naming any picture that is not the customer's upload. */
  async function contentOf(actor: Actor, body: ChecklistMasterCreateBody): Promise<MasterContent> {
    const sections = normalizeChecklistSections(body.sections);
    const refs: FileReference[] = sections.flatMap((section, s) =>
      section.items.flatMap((item, i) =>
        isFileId(item.item_icon_or_picture)
          ? [
              {
                field: `body.sections.${s}.items.${i}.item_icon_or_picture`,
                fileId: item.item_icon_or_picture,
              },
            ]
          : [],
      ),
    );
    await images.requireOwned(actor.scope.customerId, refs);
    const appliesTo = {
      Vehicle_IDs: [...new Set(body.applies_to?.Vehicle_IDs ?? [])],
      Route_IDs: [...new Set(body.applies_to?.Route_IDs ?? [])],
    };
    await requireTargets(actor, appliesTo);
    return { name: body.name, description: body.description || null, sections, appliesTo };
  }

  async function unique<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    async list(actor: Actor, query: ChecklistMasterListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        vehicleId: query.Vehicle_ID,
        routeId: query.Route_ID,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(await present(rows), total);
    },

    /** The current version, or an earlier one by number (as it was filled). */
    async get(actor: Actor, id: string, version?: number): Promise<ChecklistMaster> {
      const row = await repo.findLive(actor.scope, id);
      if (!row) throw masterMissing();
      if (version === undefined || version === row.version) return (await present([row]))[0]!;
      const earlier = await repo.version(row.id, version);
      if (!earlier) throw notFound(`Version ${version} of this checklist does not exist.`);
      const link = await images.linker(masterFileIds(earlier));
      return presentMaster(row, link, earlier);
    },

    async create(actor: Actor, body: ChecklistMasterCreateBody): Promise<ChecklistMaster> {
      const content = await contentOf(actor, body);
      const row = await unique(() => repo.insert(actor.scope, content, actor.session.username));
      await recordChange(audit, actor, 'checklist.master.create', row.customerId, {
        CL_Master_ID: row.id,
        version: row.version,
      });
      return (await present([row]))[0]!;
    },

    /** A PUT is a new version; naming an older `version` than the current one is a 409. */
    async update(
      actor: Actor,
      id: string,
      body: ChecklistMasterUpdateBody,
    ): Promise<ChecklistMaster> {
      const current = await repo.findLive(actor.scope, id);
      if (!current) throw masterMissing();
      const stale = () =>
        conflict(
          `“${current.name}” changed meanwhile: you edited version ${body.version ?? current.version}, ` +
            'another version is current now. Reload it and make your changes again.',
          'STALE_MASTER_VERSION',
          { current_version: current.version },
        );
      if (body.version !== undefined && body.version !== current.version) throw stale();
      const content = await contentOf(actor, body);
      const row = await unique(() =>
        repo.newVersion(actor.scope, id, current.version, content, actor.session.username),
      );
      if (!row) throw stale();
      await recordChange(audit, actor, 'checklist.master.update', row.customerId, {
        CL_Master_ID: row.id,
        version: row.version,
      });
      return (await present([row]))[0]!;
    },

    /** Removes the master from lists and operators; completed checklists keep it. */
    async remove(actor: Actor, id: string): Promise<ChecklistMaster> {
      const row = await repo.softDelete(actor.scope, id);
      if (!row) throw masterMissing();
      await recordChange(audit, actor, 'checklist.master.delete', row.customerId, {
        CL_Master_ID: row.id,
        version: row.version,
      });
      return (await present([row]))[0]!;
    },
  };
}

export type MastersService = ReturnType<typeof mastersService>;
