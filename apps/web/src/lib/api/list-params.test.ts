import { describe, expect, it } from 'vitest';
import { listQueryParams, pageCount, rangeLabel } from './list-params.ts';

describe('list params (ADR 0004 list contract)', () => {
  it('asks for a page as limit and offset, with the sort and the trimmed search', () => {
    expect(
      listQueryParams({ query: ' shuttle ', sort: 'name', order: 'desc', page: 3, pageSize: 20 }),
    ).toEqual({
      limit: 20,
      offset: 40,
      sort_attributes: 'name',
      sort_order: 'desc',
      query: 'shuttle',
    });
  });

  it('leaves out a blank search', () => {
    const params = listQueryParams({
      query: '  ',
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 50,
    });
    expect(params).not.toHaveProperty('query');
    expect(params['offset']).toBe(0);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('says which rows are shown', () => {
    expect(rangeLabel(2, 20, 13, 33)).toBe('21–33 of 33');
    expect(rangeLabel(1, 20, 0, 0)).toBe('No results');
  });
});
