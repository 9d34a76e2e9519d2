import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;

/** A platform-owner admin may name another customer; everyone else may only name their own. */
export const customerIdParam = z.uuid().optional();

/**
 * The paging, sorting and search fields every list accepts (docs/decisions/0004-admin-api.md).
 * Query strings carry text, so numbers are coerced; `offset` wins over `page` when both are given.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number],
) {
  return z.object({
    Customer_ID: customerIdParam,
    /** Case-insensitive text search over the resource's names. */
    query: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).optional(),
    /** 1-based; another way to say offset = (page - 1) × limit. */
    page: z.coerce.number().int().min(1).optional(),
    sort_attributes: z.enum(sortable).default(defaultSort),
    sort_order: sortOrder.default('asc'),
  });
}

export interface PageQuery {
  limit: number;
  offset?: number | undefined;
  page?: number | undefined;
}

/** The row window a list query asks for. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return {
    limit: query.limit,
    offset: query.offset ?? ((query.page ?? 1) - 1) * query.limit,
  };
}

/** Every list answers `Items` (this page), `Count` (items in it) and `total` (all matches). */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    Count: z.number().int(),
    total: z.number().int(),
  });
}

export interface ListResult<T> {
  Items: T[];
  Count: number;
  total: number;
}

export const listResult = <T>(items: T[], total: number): ListResult<T> => ({
  Items: items,
  Count: items.length,
  total,
});

/** Optional text that may be cleared with null; blank text counts as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const timestamp = z.string().describe('ISO 8601 UTC');
