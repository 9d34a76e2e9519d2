import { describe, expect, it } from 'vitest';
import { customRange, parseRange, rangeBounds, rangeParams, rangeSeconds } from './time-range.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the time range of Telemetry Graphs', () => {
  it('reads a preset, the default, and a custom range from the address', () => {
    expect(parseRange(params(''))).toMatchObject({ kind: 'preset', preset: '15m', seconds: 900 });
    expect(parseRange(params('range=6h'))).toMatchObject({ kind: 'preset', seconds: 21_600 });
    expect(parseRange(params('range=99y'))).toMatchObject({ preset: '15m' });
    expect(
      parseRange(params('range=custom&from=2026-11-28T09:00:00Z&to=2026-11-28T12:00:00Z')),
    ).toEqual({ kind: 'custom', from: '2026-11-28T09:00:00.000Z', to: '2026-11-28T12:00:00.000Z' });
    // Reversed or broken: the default.
    expect(
      parseRange(params('range=custom&from=2026-11-28T12:00:00Z&to=2026-11-28T09:00:00Z')),
    ).toMatchObject({ kind: 'preset', preset: '15m' });
    expect(parseRange(params('range=custom&from=soon'))).toMatchObject({ kind: 'preset' });
  });

  it('writes the address back, and gives the instants to ask for', () => {
    expect(rangeParams(parseRange(params('')))).toEqual({});
    expect(rangeParams(parseRange(params('range=24h')))).toEqual({ range: '24h' });
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(rangeBounds(parseRange(params('range=1h')), now)).toEqual({
      from: '2026-11-29T09:00:00.000Z',
      to: null,
    });
    const custom = parseRange(
      params('range=custom&from=2026-11-28T09:00:00Z&to=2026-11-28T12:00:00Z'),
    );
    expect(rangeBounds(custom, now)).toEqual({
      from: '2026-11-28T09:00:00.000Z',
      to: '2026-11-28T12:00:00.000Z',
    });
    expect(rangeSeconds(custom)).toBe(10_800);
  });

  it('takes a custom range at the site’s wall clock (London, BST in summer) and says what is wrong', () => {
    expect(customRange('2026-07-01T09:00', '2026-07-01T10:30')).toEqual({
      range: { kind: 'custom', from: '2026-07-01T08:00:00.000Z', to: '2026-07-01T09:30:00.000Z' },
    });
    expect(customRange('', '2026-07-01T10:30')).toEqual({
      error: { field: 'from', message: 'Enter when the range starts' },
    });
    expect(customRange('2026-07-01T09:00', '2026-07-01T08:00')).toEqual({
      error: { field: 'to', message: 'The end must be after the start' },
    });
    expect(customRange('2020-01-01T00:00', '2026-01-01T00:00')).toMatchObject({
      error: { field: 'to' },
    });
  });
});
