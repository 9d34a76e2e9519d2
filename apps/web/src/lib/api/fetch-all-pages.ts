import { MAX_PAGE_SIZE } from '@shuttle-ops/domain';

interface Page<T> {
  Items: T[];
  Count: number;
  total: number;
}

/** Every row of an ADR 0004 list, page by page, at most `max` (for the CSV exports). */
export async function fetchAllPages<T>(
  fetchPage: (slice: { limit: number; offset: number }) => Promise<Page<T>>,
  max = 10_000,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage({ limit: MAX_PAGE_SIZE, offset: rows.length });
    rows.push(...page.Items);
    if (page.Count === 0 || rows.length >= page.total || rows.length >= max) return rows;
  }
}
