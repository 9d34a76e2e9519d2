import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../testing/admin-test-kit.tsx';
import { playbackHref, readPlaybackLink } from './playback-link.ts';
import { ReplayButton } from './replay-button.tsx';

const VEHICLE = '40000000-0000-4000-8000-000000000001';
const AT = '2026-07-01T09:00:00.000Z';
const read = (href: string) => {
  const url = new URL(href, 'http://console');
  expect(url.pathname).toBe('/operator/playback');
  return readPlaybackLink(url.searchParams);
};

describe('playbackHref', () => {
  it('opens a moment five minutes either side unless told, with the cursor on it', () => {
    expect(read(playbackHref({ vehicles: [VEHICLE], at: AT }))).toEqual({
      vehicles: [VEHICLE],
      from: '2026-07-01T08:55:00.000Z',
      to: '2026-07-01T09:05:00.000Z',
      at: AT,
    });
    expect(
      read(playbackHref({ vehicles: 'all', at: Date.parse(AT), before: 60_000, after: 0 })),
    ).toEqual({
      vehicles: 'all',
      from: '2026-07-01T08:59:00.000Z',
      to: AT,
      at: AT,
    });
  });

  it('opens a range, at most seven days, with the cursor kept inside it', () => {
    expect(
      read(playbackHref({ vehicles: [VEHICLE], from: AT, to: '2026-07-20T00:00:00.000Z' })),
    ).toEqual({ vehicles: [VEHICLE], from: AT, to: '2026-07-08T09:00:00.000Z', at: null });
    expect(
      read(
        playbackHref({
          vehicles: [VEHICLE, 'b'],
          from: AT,
          to: '2026-07-01T10:00:00.000Z',
          at: '2026-07-01T11:00:00.000Z',
        }),
      ),
    ).toMatchObject({ vehicles: [VEHICLE, 'b'], at: '2026-07-01T10:00:00.000Z' });
  });
});

describe('ReplayButton', () => {
  it('links a role that may open playback to it', async () => {
    renderAdminScreen(<ReplayButton replay={{ vehicles: [VEHICLE], at: AT }} />, '/somewhere', {
      groups: ['service_manager'],
    });
    const link = await screen.findByRole('link', { name: 'Replay' });
    expect(link.getAttribute('href')).toBe(playbackHref({ vehicles: [VEHICLE], at: AT }));
  });

  it('shows nothing to a role that may not', async () => {
    renderAdminScreen(
      <>
        <ReplayButton replay={{ vehicles: [VEHICLE], at: AT }} />
        <p>Rendered</p>
      </>,
      '/somewhere',
      { groups: ['content_manager'] },
    );
    expect(await screen.findByText('Rendered')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Replay' })).toBeNull();
  });
});
