import type { SortOrder } from '@shuttle-ops/domain';
import type { QueryParams } from './http.ts';

/** One page of a server-side list (docs/decisions/0004-admin-api.md). */
export interface ListParams<S extends string = string> {
  /** Search text; blank means no search. */
  query: string;
  sort: S;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The list contract's query string: limit, offset, sort_attributes, sort_order and query. */
export function listQueryParams(params: ListParams): QueryParams {
  const query = params.query.trim();
  return {
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
    sort_attributes: params.sort,
    sort_order: params.order,
    ...(query === '' ? {} : { query }),
  };
}

/** How many pages `total` rows fill (at least one, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "21–40 of 53", or "No results". */
export function rangeLabel(page: number, pageSize: number, count: number, total: number): string {
  if (total === 0 || count === 0) return 'No results';
  const first = (page - 1) * pageSize + 1;
  return `${first}–${first + count - 1} of ${total}`;
}
