import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { StopArrivals } from '../model/stop-arrivals.ts';
import { stopNamed } from '../testing/public-fixtures.ts';
import { StopCard } from './stop-card.tsx';

// 09:00 UTC in July is 10:00 in London (BST).
const NOW = Date.parse('2026-07-01T09:00:00.000Z');
const gate = stopNamed('Main Gate');

const arrivals: StopArrivals = {
  stop: gate,
  next: [
    {
      serviceId: 's1',
      stopNo: 1,
      vehicleId: 'v1',
      vehicleName: 'Harwell Shuttle 1',
      routeName: 'Harwell Campus Loop',
      at: NOW + 3 * 60_000 - 10_000,
      freeSeats: 11,
      wheelchairSpace: true,
      status: 'predicted',
    },
  ],
  unsure: [
    {
      vehicleName: 'Harwell Shuttle 2',
      routeName: 'Harwell Campus Loop',
      lastKnownAt: NOW + 600_000,
    },
  ],
};

function renderCard(props: { offline?: boolean; favourite?: boolean } = {}) {
  const onToggle = vi.fn();
  renderWithProviders(
    <StopCard
      arrivals={arrivals}
      now={NOW}
      offline={props.offline ?? false}
      favourite={props.favourite ?? false}
      onToggleFavourite={onToggle}
      heading="h3"
    />,
  );
  return onToggle;
}

describe('StopCard', () => {
  it('says when each shuttle comes, in minutes and London time, and how many seats are free', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 3, name: 'Main Gate' })).toBeTruthy();
    const row = screen.getByTestId('arrival');
    expect(row.textContent).toContain('in 3 min');
    expect(row.textContent).toContain('Harwell Shuttle 1');
    expect(row.textContent).toContain('at 10:02');
    expect(row.textContent).toContain('11 seats free');
    expect(row.textContent).toContain('wheelchair space free');
    expect(screen.getByTestId('no-live-estimate').textContent).toContain(
      'no live estimate, the shuttle has stopped reporting',
    );
  });

  it('offline, gives a silent shuttle’s last known estimate instead', () => {
    renderCard({ offline: true });
    expect(screen.getByTestId('no-live-estimate').textContent).toBe(
      'Harwell Shuttle 2 (Harwell Campus Loop): last known estimate 10:10, not live',
    );
  });

  it('stars the stop as a favourite, saying whether it is one', () => {
    const onToggle = renderCard({ favourite: true });
    const star = screen.getByRole('button', { name: 'Remove Main Gate from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('says "Delayed" for a held shuttle instead of a time, and "about" when unsure', () => {
    const [arrival] = arrivals.next;
    renderWithProviders(
      <StopCard
        arrivals={{
          stop: gate,
          next: [
            { ...arrival!, status: 'delayed' },
            { ...arrival!, stopNo: 2, at: NOW + 7 * 60_000, status: 'approximate' },
          ],
          unsure: [],
        }}
        now={NOW}
        offline={false}
        favourite={false}
        onToggleFavourite={() => {}}
        heading="h3"
      />,
    );
    const [held, unsure] = screen.getAllByTestId('arrival');
    expect(held!.textContent).toContain('Delayed');
    expect(held!.textContent).toContain('the shuttle is held');
    expect(held!.textContent).not.toContain('in 3 min');
    expect(unsure!.textContent).toContain('in about 7 min');
    expect(unsure!.textContent).toMatch(/at about \d{2}:\d{2}/);
  });
});
