import { z } from 'zod';
import { listResponse, sortOrder } from './list.ts';

export const site = z.object({
  siteName: z.string(),
  mission_site_id: z.string(),
  lat: z.number(),
  lon: z.number(),
  time_zone: z.string(),
  /** [[west, south], [east, north]] */
  bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
});
export type Site = z.infer<typeof site>;

export const STATIC_CODE_CATEGORIES = ['MEASURE'] as const;

export const staticCodesQuery = z.object({
  category: z.enum(STATIC_CODE_CATEGORIES),
  sort_attributes: z.enum(['name', 'label']).default('name'),
  sort_order: sortOrder.default('asc'),
});
export type StaticCodesQuery = z.infer<typeof staticCodesQuery>;

export const staticCode = z.object({
  category: z.enum(STATIC_CODE_CATEGORIES),
  name: z.string(),
  label: z.string(),
  value_type: z.enum(['number', 'text']),
  unit: z.string().nullable(),
});
export type StaticCode = z.infer<typeof staticCode>;
export const staticCodeList = listResponse(staticCode);

export const schemaQuery = z.object({ Name: z.string().trim().min(1).max(100) });
