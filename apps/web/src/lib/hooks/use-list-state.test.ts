import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSort, SEARCH_DEBOUNCE_MS, useListState } from './use-list-state.ts';

describe('nextSort', () => {
  it('sorts a new column ascending and reverses the current one', () => {
    expect(nextSort({ sort: 'name', order: 'asc' }, 'create_dt')).toEqual({
      sort: 'create_dt',
      order: 'asc',
    });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({
      sort: 'name',
      order: 'desc',
    });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({
      sort: 'name',
      order: 'asc',
    });
  });
});

describe('useListState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches after a pause in typing and starts again at page 1', () => {
    const { result } = renderHook(() => useListState('name'));
    act(() => result.current.setPage(3));
    expect(result.current.params.page).toBe(3);

    act(() => result.current.setSearch('shut'));
    expect(result.current.params.query).toBe('');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(result.current.params).toMatchObject({ query: 'shut', page: 1 });
  });

  it('returns to page 1 when the sort or the page size changes', () => {
    const { result } = renderHook(() => useListState('name'));
    act(() => result.current.setPage(2));
    act(() => result.current.toggleSort('name'));
    expect(result.current.params).toMatchObject({ sort: 'name', order: 'desc', page: 1 });
    act(() => result.current.setPage(2));
    act(() => result.current.setPageSize(50));
    expect(result.current.params).toMatchObject({ page: 1, pageSize: 50 });
  });
});
