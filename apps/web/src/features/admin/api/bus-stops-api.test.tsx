import { screen } from '@testing-library/react';
import type { BusStop } from '@shuttle-ops/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../../testing/admin-test-kit.tsx';
import { CUSTOMER_ID } from '../../../testing/wire-fixtures.ts';
import { useAllBusStops } from './bus-stops-api.ts';

afterEach(() => vi.unstubAllGlobals());

const stop = (n: number): BusStop => ({
  BS_ID: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  Customer_ID: CUSTOMER_ID,
  name: `Stop ${n}`,
  label: `S${n}`,
  direction: null,
  lat: 51.57,
  lon: -1.31,
  create_dt: '2026-11-01T10:00:00.000Z',
  update_dt: '2026-11-01T10:00:00.000Z',
});

function StopCount() {
  const stops = useAllBusStops();
  return <p>{stops.data === undefined ? 'loading' : `${stops.data.Items.length} stops`}</p>;
}

describe('useAllBusStops', () => {
  it('reads every page, so pickers offer stops beyond the first 500', async () => {
    const all = Array.from({ length: 1_203 }, (_, i) => stop(i + 1));
    const calls = stubApi({
      'GET /dev/v1/busstops': ({ url }) => {
        const params = new URL(url, 'http://x').searchParams;
        const offset = Number(params.get('offset'));
        const items = all.slice(offset, offset + Number(params.get('limit')));
        return { status: 200, body: { Items: items, Count: items.length, total: all.length } };
      },
    });
    renderAdminScreen(<StopCount />, '/admin/route');
    expect(await screen.findByText('1203 stops')).toBeTruthy();
    expect(calls).toHaveLength(3);
  });
});
