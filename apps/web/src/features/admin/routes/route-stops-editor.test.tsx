import { fireEvent, screen, within } from '@testing-library/react';
import type { BusStop } from '@shuttle-ops/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RouteStopsEditor } from './route-stops-editor.tsx';
import { stopItems } from './stop-order.ts';
import type { StopItem } from './stop-order.ts';

const stop = (id: string, name: string, label: string): BusStop => ({
  BS_ID: id,
  Customer_ID: 'c',
  name,
  label,
  direction: null,
  lat: 51.57,
  lon: -1.3,
  create_dt: '',
  update_dt: '',
});

const STOPS = new Map(
  [
    stop('a', 'Main Gate', 'H1'),
    stop('b', 'Fermi Avenue', 'H2'),
    stop('c', 'Curie Avenue', 'H5'),
  ].map((s) => [s.BS_ID, s]),
);

function Harness({ initial }: { initial: string[] }) {
  const [items, setItems] = useState<StopItem[]>(() => stopItems(initial));
  return <RouteStopsEditor value={items} onChange={setItems} stops={STOPS} />;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Route stops' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+Stop \d+:/, '').trim());

describe('RouteStopsEditor', () => {
  it('moves a stop with its buttons, keeps the focus on it and announces the move', () => {
    renderWithProviders(<Harness initial={['a', 'b', 'c']} />);
    expect(order()).toEqual(['H1 Main Gate', 'H2 Fermi Avenue', 'H5 Curie Avenue']);

    fireEvent.click(screen.getByRole('button', { name: 'Move H5 Curie Avenue, stop 3 up' }));
    expect(order()).toEqual(['H1 Main Gate', 'H5 Curie Avenue', 'H2 Fermi Avenue']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move H5 Curie Avenue, stop 2 up' }),
    );
    expect(screen.getByText('H5 Curie Avenue moved to position 2 of 3.')).toBeTruthy();
  });

  it('cannot move the first stop up or the last one down', () => {
    renderWithProviders(<Harness initial={['a', 'b']} />);
    const first = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Move H1 Main Gate, stop 1 up',
    });
    const last = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Move H2 Fermi Avenue, stop 2 down',
    });
    expect(first.disabled).toBe(true);
    expect(last.disabled).toBe(true);
  });

  it('removes one place of a stop that is served twice', () => {
    renderWithProviders(<Harness initial={['a', 'b', 'a']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove H1 Main Gate, stop 3' }));
    expect(order()).toEqual(['H1 Main Gate', 'H2 Fermi Avenue']);
    expect(screen.getByText('H1 Main Gate removed from the route.')).toBeTruthy();
  });

  it('says when there are no stops', () => {
    renderWithProviders(<Harness initial={[]} />);
    expect(screen.getByText('No stops yet.')).toBeTruthy();
  });
});
