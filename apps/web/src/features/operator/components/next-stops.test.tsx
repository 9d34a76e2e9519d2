import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { NextStops } from './next-stops.tsx';
import { stopFixture } from '../testing/service-fixture.ts';

const LAP_MS = 20 * 60_000;
const at = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const START = '2026-11-22T10:00:00.000Z';

describe('NextStops', () => {
  it('shows each stop’s code in full and the scheduled time of the lap it is on', () => {
    const stops = [
      // Served on the first lap; its next arrival is on the second lap, 3 min late.
      stopFixture(1, {
        BSLabel: 'H1',
        BSName: 'Main Gate',
        BSt: START,
        etaExpected: at(START, 23),
        eta: 600,
      }),
      stopFixture(2, {
        BSLabel: 'H2',
        BSName: 'Fermi Avenue',
        BSt: at(START, 2),
        etaExpected: at(START, 4),
        eta: 60,
      }),
    ];
    renderWithProviders(<NextStops stops={stops} now={Date.parse(START)} lapMs={LAP_MS} />);
    const items = screen.getAllByTestId('next-stop');
    expect(items.map((item) => item.dataset['scheduled'])).toEqual([at(START, 2), at(START, 20)]);
    expect(screen.getAllByTestId('stop-code').map((code) => code.textContent)).toEqual([
      'H2',
      'H1',
    ]);
    // 10:20 and 10:23 in London (GMT in November).
    expect(screen.getAllByTestId('stop-due')[1]!.textContent).toBe('in 23 min · scheduled 10:20');
  });

  it('keeps the first lap’s times on a line (no lap time)', () => {
    const stops = [stopFixture(1, { BSt: START, etaExpected: at(START, 45), eta: 60 })];
    renderWithProviders(<NextStops stops={stops} now={Date.parse(START)} lapMs={null} />);
    expect(screen.getByTestId('next-stop').dataset['scheduled']).toBe(START);
  });

  it('says in words when the shuttle is held or not reporting, and "about" when unsure', () => {
    const stops = [
      stopFixture(1, {
        BSName: 'Main Gate',
        BSt: at(START, 1),
        etaExpected: at(START, 1),
        eta: 60,
        etaStatus: 'delayed',
      }),
      stopFixture(2, {
        BSName: 'Fermi Avenue',
        BSt: at(START, 3),
        etaExpected: at(START, 5),
        eta: 300,
        etaStatus: 'approximate',
      }),
    ];
    renderWithProviders(<NextStops stops={stops} now={Date.parse(START)} lapMs={LAP_MS} />);
    const due = screen.getAllByTestId('stop-due').map((d) => d.textContent);
    expect(due).toEqual([
      'Delayed: the shuttle is held · scheduled 10:01',
      'in about 5 min · scheduled 10:03',
    ]);
    expect(screen.getAllByTestId('stop-eta').map((e) => e.textContent)).toEqual([
      'Delayed',
      '~10:05',
    ]);
  });
});
