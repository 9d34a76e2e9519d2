import type { PlaybackItem } from '@shuttle-ops/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../testing/admin-test-kit.tsx';
import { list } from '../../testing/wire-fixtures.ts';
import { PlaybackPage } from './playback-page.tsx';

// uPlot draws on a canvas jsdom does not have: the chart shows what it was given instead.
vi.mock('./components/measure-chart.tsx', () => ({
  MeasureChart: ({
    label,
    values,
    cursor,
  }: {
    label: string;
    values: unknown[];
    cursor: number;
  }) => (
    <p role="img" aria-label={label} data-cursor={new Date(cursor).toISOString()}>
      {values.join(' ')}
    </p>
  ),
}));

const VEHICLE_ID = '40000000-0000-4000-8000-000000000001';
// July: London is one hour ahead of UTC.
const FROM = '2026-07-01T09:00:00.000Z';
const TO = '2026-07-01T09:10:00.000Z';
const LINK = `/operator/playback?vehicles=all&from=${FROM}&to=${TO}`;

const item: PlaybackItem = {
  Vehicle_ID: VEHICLE_ID,
  name: 'Harwell Shuttle 1',
  from: FROM,
  to: TO,
  bucket_ms: 121,
  samples: [
    {
      t: '2026-07-01T09:00:00.000Z',
      lat: 51.57,
      lon: -1.31,
      heading: 0,
      speed: 0,
      measures: { SPEED: 0, DOOR_STATUS: 'OPEN' },
    },
    {
      t: '2026-07-01T09:05:00.000Z',
      lat: 51.58,
      lon: -1.31,
      heading: 0,
      speed: 4,
      measures: { SPEED: 4, DOOR_STATUS: 'CLOSED' },
    },
  ],
  events: [{ t: '2026-07-01T09:05:00.000Z', kind: 'door_close', label: 'Doors closed' }],
};

function setup(path: string, items: PlaybackItem[]) {
  const calls = stubApi({
    'POST /dev/v1/playback': () => ({ status: 200, body: { Items: items } }),
    'GET /dev/v1/vehicles': () => ({ status: 200, body: list([]) }),
  });
  return { calls, ...renderAdminScreen(<PlaybackPage />, path, { groups: ['operator'] }) };
}

const measures = () => screen.findByRole('table', { name: 'Measures at the cursor' });

describe('Trip playback', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the link’s range, shows the measures at the cursor and jumps to an event', async () => {
    const { calls, router } = setup(LINK, [item]);
    expect(within(await measures()).getByText('OPEN')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      vehicles: 'all',
      from: FROM,
      to: TO,
    });
    expect(screen.getByTestId('playback-clock').textContent).toBe('10:00:00');

    fireEvent.click(
      screen.getByRole('button', { name: '10:05:00 Harwell Shuttle 1: Doors closed' }),
    );
    await waitFor(() => expect(screen.getByTestId('playback-clock').textContent).toBe('10:05:00'));
    expect(within(await measures()).getByText('CLOSED')).toBeTruthy();
    // The link keeps the cursor, so it can be shared.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('t')).toBe(
        '2026-07-01T09:05:00.000Z',
      ),
    );

    // The arrows step a second at 1×.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('playback-clock').textContent).toBe('10:05:01'));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByTestId('playback-clock').textContent).toBe('10:05:00'));
  });

  it('follows the selected vehicle on request, from the keyboard too', async () => {
    setup(LINK, [item]);
    await measures();
    const follow = screen.getByRole('switch', { name: /Follow vehicle/ });
    expect((follow as HTMLInputElement).checked).toBe(false);
    follow.focus();
    fireEvent.click(follow);
    expect((follow as HTMLInputElement).checked).toBe(true);
    fireEvent.click(follow);
    expect((follow as HTMLInputElement).checked).toBe(false);
  });

  it('charts a measure of the selected vehicle with the cursor on it', async () => {
    setup(LINK, [item]);
    const chart = await screen.findByRole('img', {
      name: 'Chart of Speed of Harwell Shuttle 1, 2 readings; the red line is the playback time.',
    });
    expect(chart.dataset['cursor']).toBe(FROM);
    expect(chart.textContent).toBe('0 4');
    fireEvent.click(
      screen.getByRole('button', { name: '10:05:00 Harwell Shuttle 1: Doors closed' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /^Chart of Speed/ }).dataset['cursor']).toBe(
        '2026-07-01T09:05:00.000Z',
      ),
    );
    expect(screen.getByLabelText('Measure', { selector: 'input' })).toHaveProperty(
      'value',
      'Speed',
    );
  });

  it('exports the range as GPX, one track per vehicle', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:playback';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup(LINK, [item]);
    await measures();
    fireEvent.click(screen.getByRole('button', { name: 'Export GPX' }));
    expect(click).toHaveBeenCalled();
    const gpx = await blobs[0]!.text();
    expect(blobs[0]!.type).toBe('application/gpx+xml;charset=utf-8');
    const doc = new DOMParser().parseFromString(gpx, 'application/xml');
    expect(doc.getElementsByTagName('trk')).toHaveLength(1);
    expect(doc.getElementsByTagName('trkpt')).toHaveLength(2);
    click.mockRestore();
  });

  it('opens at the link’s time', async () => {
    setup(`${LINK}&t=2026-07-01T09:05:00.000Z`, [item]);
    expect(within(await measures()).getByText('CLOSED')).toBeTruthy();
  });

  it('starts at the first recorded position when the link holds no time', async () => {
    const later = { ...item, samples: item.samples.slice(1) };
    setup(LINK, [later]);
    expect(within(await measures()).getByText('CLOSED')).toBeTruthy();
    expect(screen.getByTestId('playback-clock').textContent).toBe('10:05:00');
  });

  it('says so when nothing was recorded', async () => {
    setup(LINK, []);
    expect(await screen.findByText('Nothing was recorded')).toBeTruthy();
  });

  it('asks for a range before loading anything', async () => {
    const { calls } = setup('/operator/playback', []);
    expect(await screen.findByText(/Choose the vehicles and a time range/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
