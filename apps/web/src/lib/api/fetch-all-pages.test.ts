import { MAX_PAGE_SIZE } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages.ts';

/** A list of `total` numbered rows answered page by page, recording each window asked for. */
function source(total: number) {
  const windows: { limit: number; offset: number }[] = [];
  const fetchPage = (slice: { limit: number; offset: number }) => {
    windows.push(slice);
    const items = Array.from(
      { length: Math.max(0, Math.min(slice.limit, total - slice.offset)) },
      (_, i) => slice.offset + i,
    );
    return Promise.resolve({ Items: items, Count: items.length, total });
  };
  return { windows, fetchPage };
}

describe('fetchAllPages', () => {
  it('reads every page of the largest size until the total is reached', async () => {
    const { windows, fetchPage } = source(MAX_PAGE_SIZE * 2 + 3);
    const rows = await fetchAllPages(fetchPage);
    expect(rows).toHaveLength(MAX_PAGE_SIZE * 2 + 3);
    expect(rows.at(-1)).toBe(MAX_PAGE_SIZE * 2 + 2);
    expect(windows.map((w) => w.offset)).toEqual([0, MAX_PAGE_SIZE, MAX_PAGE_SIZE * 2]);
  });

  it('stops at the limit asked for, and at an empty page', async () => {
    const big = source(MAX_PAGE_SIZE * 4);
    expect(await fetchAllPages(big.fetchPage, MAX_PAGE_SIZE + 1)).toHaveLength(MAX_PAGE_SIZE * 2);
    expect(big.windows).toHaveLength(2);

    // Rows went away while reading (fewer than the total): no endless loop.
    const shrinking = (slice: { limit: number; offset: number }) =>
      Promise.resolve(
        slice.offset === 0
          ? { Items: [1, 2], Count: 2, total: 10 }
          : { Items: [], Count: 0, total: 10 },
      );
    expect(await fetchAllPages(shrinking)).toEqual([1, 2]);
  });
});
