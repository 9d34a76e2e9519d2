import { z } from 'zod';
import { customerIdParam, listQuery, listResponse, timestamp } from '../admin/list.ts';
import { MEASURE_NAMES } from '../telemetry/measures.ts';

/**
 * Spec §7 `telemetry-templates`: a template is a dashboard layout, its components placed on a
 * grid of TEMPLATE_GRID_COLUMNS columns and bound to vehicles and measures.
 */
export const TEMPLATE_COMPONENT_KINDS = [
  'time-series',
  'latest-value',
  'gauge',
  'map',
  'table',
  'alarm-list',
] as const;
export type TemplateComponentKind = (typeof TEMPLATE_COMPONENT_KINDS)[number];

export const TEMPLATE_GRID_COLUMNS = 12;
/** Rows a component may start at or span. */
export const TEMPLATE_GRID_MAX_ROWS = 200;
export const TEMPLATE_GRID_MAX_HEIGHT = 24;
export const TEMPLATE_MAX_COMPONENTS = 40;
/** Vehicles one component may follow, and measures one chart or table may show. */
export const TEMPLATE_COMPONENT_MAX_VEHICLES = 20;
export const TEMPLATE_COMPONENT_MAX_MEASURES = 8;

const measureName = z.enum(MEASURE_NAMES, { message: 'is not a known measure name' });

/** Where a component sits: column x and row y from the top left, w columns wide, h rows tall. */
export const templateGridPosition = z
  .object({
    x: z
      .number()
      .int()
      .min(0)
      .max(TEMPLATE_GRID_COLUMNS - 1),
    y: z.number().int().min(0).max(TEMPLATE_GRID_MAX_ROWS),
    w: z.number().int().min(1).max(TEMPLATE_GRID_COLUMNS),
    h: z.number().int().min(1).max(TEMPLATE_GRID_MAX_HEIGHT),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.x + p.w > TEMPLATE_GRID_COLUMNS) {
      ctx.addIssue({
        code: 'custom',
        path: ['w'],
        message: `x + w may be at most ${TEMPLATE_GRID_COLUMNS} columns`,
      });
    }
  });
export type TemplateGridPosition = z.infer<typeof templateGridPosition>;

const common = {
  /** Names the component within its template (the grid's key). */
  id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'must be 1–64 letters, digits, - or _'),
  title: z.string().trim().max(120).default(''),
  layout: templateGridPosition,
  vehicles: z.array(z.uuid()).min(1).max(TEMPLATE_COMPONENT_MAX_VEHICLES),
};
const measures = z.array(measureName).min(1).max(TEMPLATE_COMPONENT_MAX_MEASURES);

/** Each chosen measure of each vehicle over time. */
const timeSeries = z.object({ ...common, kind: z.literal('time-series'), measures }).strict();
/** A measure's latest value per vehicle. */
const latestValue = z
  .object({ ...common, kind: z.literal('latest-value'), measure: measureName })
  .strict();
/** A measure's latest value on a dial from `min` to `max`. */
const gauge = z
  .object({
    ...common,
    kind: z.literal('gauge'),
    measure: measureName,
    min: z.number().finite(),
    max: z.number().finite(),
  })
  .strict()
  .superRefine((g, ctx) => {
    if (g.max <= g.min)
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'must be above min' });
  });
/** The vehicles' positions. */
const map = z.object({ ...common, kind: z.literal('map') }).strict();
/** The measures' latest values, a row per vehicle. */
const table = z.object({ ...common, kind: z.literal('table'), measures }).strict();
/** The vehicles' open alarms. */
const alarmList = z.object({ ...common, kind: z.literal('alarm-list') }).strict();

export const templateComponent = z.discriminatedUnion('kind', [
  timeSeries,
  latestValue,
  gauge,
  map,
  table,
  alarmList,
]);
export type TemplateComponent = z.infer<typeof templateComponent>;
export type TemplateComponentInput = z.input<typeof templateComponent>;

export const templateData = z
  .object({
    components: z
      .array(templateComponent)
      .max(TEMPLATE_MAX_COMPONENTS)
      .superRefine((components, ctx) => {
        const seen = new Set<string>();
        components.forEach((c, i) => {
          if (seen.has(c.id)) {
            ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'is used twice' });
          }
          seen.add(c.id);
        });
      }),
  })
  .strict();
export type TemplateData = z.infer<typeof templateData>;

export const telemetryTemplate = z.object({
  id: z.uuid(),
  Customer_ID: z.uuid(),
  template_name: z.string(),
  template_desc: z.string(),
  template_data: templateData,
  created_by: z.string(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type TelemetryTemplate = z.infer<typeof telemetryTemplate>;

const templateFields = {
  Customer_ID: customerIdParam,
  template_name: z.string().trim().min(1).max(120),
  template_desc: z.string().trim().max(1000).default(''),
  template_data: templateData,
};

/** `POST telemetry-templates`. */
export const telemetryTemplateCreateBody = z.object(templateFields).strict();
export type TelemetryTemplateCreateBody = z.infer<typeof telemetryTemplateCreateBody>;
export type TelemetryTemplateCreateInput = z.input<typeof telemetryTemplateCreateBody>;
/** `PUT telemetry-templates/{id}`: the whole template. */
export const telemetryTemplateUpdateBody = z.object(templateFields).strict();
export type TelemetryTemplateUpdateBody = z.infer<typeof telemetryTemplateUpdateBody>;

export const TELEMETRY_TEMPLATE_SORT = ['template_name', 'create_dt', 'update_dt'] as const;
/** `GET telemetry-templates`: paged, `query` over name and description, `Vehicle_ID` and `kind`. */
export const telemetryTemplateListQuery = listQuery(TELEMETRY_TEMPLATE_SORT, 'template_name')
  .extend({
    /** Templates with a component bound to this vehicle. */
    Vehicle_ID: z.uuid().optional(),
    /** Templates with a component of this kind. */
    kind: z.enum(TEMPLATE_COMPONENT_KINDS).optional(),
  })
  .strict();
export type TelemetryTemplateListQuery = z.infer<typeof telemetryTemplateListQuery>;
/** `GET telemetry-templates/search?query=`: the list's filters with `query` required. */
export const telemetryTemplateSearchQuery = telemetryTemplateListQuery.extend({
  query: z.string().trim().min(1).max(200),
});
export const telemetryTemplateList = listResponse(telemetryTemplate);
export type TelemetryTemplateList = z.infer<typeof telemetryTemplateList>;
