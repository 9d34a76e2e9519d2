import { z } from 'zod';
import {
  HARWELL_SITE,
  MEASURES,
  MEASURE_NAMES,
  WIRE_SCHEMAS,
  listResult,
  type Site,
  type StaticCode,
  type StaticCodesQuery,
} from '@shuttle-ops/domain';
import { notFound } from '../../lib/http-error.ts';

export interface SiteSettings {
  siteName: string;
  missionSiteId: string;
}

/** Reference data every signed-in user reads: the site, static codes, the wire's schemas. */
export function referenceService(settings: SiteSettings) {
  return {
    site(): Site {
      return {
        ...HARWELL_SITE,
        siteName: settings.siteName,
        mission_site_id: settings.missionSiteId,
      };
    },

    staticCodes(query: StaticCodesQuery) {
      const items: StaticCode[] = MEASURE_NAMES.map((name) => ({
        category: query.category,
        name,
        label: MEASURES[name].label,
        value_type: MEASURES[name].valueType,
        unit: MEASURES[name].unit,
      }));
      const key = query.sort_attributes;
      const direction = query.sort_order === 'desc' ? -1 : 1;
      items.sort((a, b) => direction * a[key].localeCompare(b[key], 'en', { sensitivity: 'base' }));
      return listResult(items, items.length);
    },

    /** JSON Schema (draft 2020-12) of a named wire schema, or 404. */
    schema(name: string): Record<string, unknown> {
      const wire = Object.hasOwn(WIRE_SCHEMAS, name) ? WIRE_SCHEMAS[name] : undefined;
      if (!wire) {
        throw notFound(`No schema named ${name}; known: ${Object.keys(WIRE_SCHEMAS).join(', ')}.`);
      }
      return {
        title: name,
        ...z.toJSONSchema(wire.schema, { io: wire.io, unrepresentable: 'any' }),
      };
    },
  };
}

export type ReferenceService = ReturnType<typeof referenceService>;
