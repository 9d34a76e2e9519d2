import { describe, expect, it } from 'vitest';
import { siteTimeAxisValues } from './site-time-axis.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('siteTimeAxisValues', () => {
  it('labels whole minutes in London 24-hour time, in winter and in summer', () => {
    expect(
      siteTimeAxisValues(null, [at('2026-11-28T00:48:00Z'), at('2026-11-28T13:05:00Z')]),
    ).toEqual(['00:48', '13:05']);
    expect(siteTimeAxisValues(null, [at('2026-07-01T23:30:00Z')])).toEqual(['00:30']);
  });

  it('adds the seconds when a tick falls within a minute', () => {
    expect(
      siteTimeAxisValues(null, [at('2026-11-28T12:48:00Z'), at('2026-11-28T12:48:30Z')]),
    ).toEqual(['12:48:00', '12:48:30']);
  });
});
