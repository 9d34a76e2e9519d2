import type { FastifyInstance } from 'fastify';
import {
  telemetryTemplate,
  telemetryTemplateCreateBody,
  telemetryTemplateList,
  telemetryTemplateListQuery,
  telemetryTemplateSearchQuery,
  telemetryTemplateUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { TelemetryTemplatesService } from './telemetry-templates.service.ts';

export interface TelemetryTemplatesRoutesOptions {
  templates: TelemetryTemplatesService;
  actor: ActorResolver;
}

/** Spec §7 `telemetry-templates` answer under `/dev/v1/` and the legacy `/dev/`. */
const BASES = ['/dev/v1/telemetry-templates', '/dev/telemetry-templates'] as const;

const COMPONENTS =
  '`template_data.components` lists the dashboard’s components, each `{ id, kind, title, layout: { x, y, w, h }, vehicles, … }` on a grid of 12 columns: `time-series` and `table` take `measures`, `latest-value` takes `measure`, `gauge` takes `measure`, `min` and `max`, `map` and `alarm-list` take vehicles only. Every vehicle must be one of the customer’s. See docs/api/telemetry-templates.md.';

/**
 * Spec §7 `telemetry-templates`: GET list (filters), GET search?query, GET {id}, POST, PUT {id},
 * DELETE {id}; read and kept by the roles of the analytics screens (spec §6).
 */
export function telemetryTemplatesRoutes(
  parent: FastifyInstance,
  opts: TelemetryTemplatesRoutesOptions,
) {
  const app = withZod(parent);
  const { templates, actor } = opts;
  const tags = ['telemetry-templates'];
  const analytics = app.requirePermission('readReports');

  for (const base of BASES) {
    const calls = tenantRoutes(app, { base, tags, actor });
    calls.list(
      {
        onRequest: analytics,
        description:
          'The customer’s telemetry templates, by name by default; `query` searches name and description, `Vehicle_ID` keeps those with a component following that vehicle, `kind` those with a component of that kind.',
        querystring: telemetryTemplateListQuery,
        response: telemetryTemplateList,
      },
      (a, q) => templates.list(a, q),
    );
    calls.list(
      {
        path: `${base}/search`,
        onRequest: analytics,
        description:
          'Templates whose name or description contains `query` (the list’s filters apply too).',
        querystring: telemetryTemplateSearchQuery,
        response: telemetryTemplateList,
      },
      (a, q) => templates.list(a, q),
    );
    calls.get({ onRequest: analytics, response: telemetryTemplate }, (a, id) =>
      templates.get(a, id),
    );
    calls.create(
      {
        onRequest: analytics,
        description: `A new template. ${COMPONENTS} Audited as \`telemetry-template.create\`.`,
        body: telemetryTemplateCreateBody,
        response: telemetryTemplate,
      },
      (a, body) => templates.create(a, body),
    );
    calls.update(
      {
        onRequest: analytics,
        description: `Replaces the template (name, description and components). ${COMPONENTS} Audited as \`telemetry-template.update\`.`,
        body: telemetryTemplateUpdateBody,
        response: telemetryTemplate,
      },
      (a, id, body) => templates.update(a, id, body),
    );
    calls.remove(
      {
        onRequest: analytics,
        description: 'Deletes the template. Audited as `telemetry-template.delete`.',
        response: telemetryTemplate,
      },
      (a, id) => templates.remove(a, id),
    );
  }
}
