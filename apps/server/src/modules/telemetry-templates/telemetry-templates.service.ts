import {
  listResult,
  pageWindow,
  type TelemetryTemplateCreateBody,
  type TelemetryTemplateListQuery,
  type TelemetryTemplateUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import { presentTemplate } from './telemetry-templates.presenter.ts';
import type {
  TelemetryTemplatesRepository,
  TemplateChange,
  TemplateRow,
} from './telemetry-templates.repository.ts';

export interface TelemetryTemplatesDeps {
  repo: TelemetryTemplatesRepository;
  audit: AuditRepository;
}

const missing = () => notFound('Telemetry template not found');

/**
 * Each customer's telemetry templates (dashboard layouts): whoever reads the analytics screens
 * keeps them; every vehicle a component follows must be one of the customer's.
 */
export function telemetryTemplatesService({ repo, audit }: TelemetryTemplatesDeps) {
  async function find(actor: Actor, id: string): Promise<TemplateRow> {
    const row = await repo.find(actor.scope, id);
    if (!row) throw missing();
    return row;
  }

  /** The columns of a template from a body; a vehicle of another customer is a 400 naming it. */
  async function templateChange(
    actor: Actor,
    body: TelemetryTemplateUpdateBody,
  ): Promise<TemplateChange> {
    const { components } = body.template_data;
    const owned = new Map<string, Promise<boolean>>();
    const problems: { field: string; message: string }[] = [];
    for (const [i, component] of components.entries()) {
      for (const [j, id] of component.vehicles.entries()) {
        const key = id.toLowerCase();
        if (!owned.has(key)) owned.set(key, repo.ownsVehicle(actor.scope, id));
        if (!(await owned.get(key))) {
          problems.push({
            field: `body.template_data.components.${i}.vehicles.${j}`,
            message: 'is not a vehicle of this customer',
          });
        }
      }
    }
    if (problems.length > 0) {
      throw badRequest(problems.map((p) => `${p.field}: ${p.message}`).join('; '), problems);
    }
    return {
      name: body.template_name,
      description: body.template_desc,
      components,
      vehicleIds: [...new Set(components.flatMap((c) => c.vehicles.map((v) => v.toLowerCase())))],
      kinds: [...new Set(components.map((c) => c.kind))],
    };
  }

  const auditFields = (row: TemplateRow) => ({
    id: row.id,
    name: row.name,
    components: row.components.length,
  });

  return {
    async list(actor: Actor, query: TelemetryTemplateListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        vehicleId: query.Vehicle_ID?.toLowerCase(),
        kind: query.kind,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(rows.map(presentTemplate), total);
    },

    async get(actor: Actor, id: string) {
      return presentTemplate(await find(actor, id));
    },

    async create(actor: Actor, body: TelemetryTemplateCreateBody) {
      const row = await repo.insert(actor.scope, {
        ...(await templateChange(actor, body)),
        createdBy: actor.session.username,
      });
      await recordChange(
        audit,
        actor,
        'telemetry-template.create',
        row.customerId,
        auditFields(row),
      );
      return presentTemplate(row);
    },

    async update(actor: Actor, id: string, body: TelemetryTemplateUpdateBody) {
      await find(actor, id);
      const row = await repo.update(actor.scope, id, await templateChange(actor, body));
      if (!row) throw missing();
      await recordChange(
        audit,
        actor,
        'telemetry-template.update',
        row.customerId,
        auditFields(row),
      );
      return presentTemplate(row);
    },

    async remove(actor: Actor, id: string) {
      const row = await repo.remove(actor.scope, id);
      if (!row) throw missing();
      await recordChange(
        audit,
        actor,
        'telemetry-template.delete',
        row.customerId,
        auditFields(row),
      );
      return presentTemplate(row);
    },
  };
}

export type TelemetryTemplatesService = ReturnType<typeof telemetryTemplatesService>;
