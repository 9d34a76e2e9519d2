import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterQuery, isInvertedRange, nextDay } from './checklist-filter.ts';

describe('filterQuery', () => {
  it('sends nothing for an empty filter', () => {
    expect(filterQuery(EMPTY_FILTER)).toEqual({});
  });

  it('takes London days whole, across the clock change', () => {
    // The clocks go back on 25 Oct 2026: that day has 25 hours.
    expect(filterQuery({ ...EMPTY_FILTER, fromDay: '2026-10-25', toDay: '2026-10-25' })).toEqual({
      from: '2026-10-24T23:00:00.000Z',
      to: '2026-10-26T00:00:00.000Z',
    });
  });

  it('names the vehicle, operator, result and search text', () => {
    expect(
      filterQuery({
        ...EMPTY_FILTER,
        text: ' shuttle ',
        vehicleId: 'v-1',
        operatorId: 'o-1',
        result: 'failed',
      }),
    ).toEqual({ query: 'shuttle', Vehicle_ID: 'v-1', Operator_ID: 'o-1', result: 'failed' });
  });

  it('ignores a malformed day', () => {
    expect(filterQuery({ ...EMPTY_FILTER, fromDay: '2026-1-5' })).toEqual({});
  });
});

describe('day helpers', () => {
  it('steps over a month end', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });

  it('spots a To before From', () => {
    expect(isInvertedRange({ fromDay: '2026-11-02', toDay: '2026-11-01' })).toBe(true);
    expect(isInvertedRange({ fromDay: '2026-11-02', toDay: '' })).toBe(false);
  });
});
