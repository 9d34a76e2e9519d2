import { loopHeadways, type ServiceContext } from '@shuttle-ops/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { serviceContext, SHUTTLE_1, SHUTTLE_2 } from '../dashboard-test-kit.tsx';
import { LoopHeadwaysPanel } from './loop-ring.tsx';

const SHUTTLE_3 = '72a2fd4f-f2ec-4f2c-991e-60e0e9840289';
const serviceOf = (vehicleId: string) => `9${vehicleId.slice(1)}`;

/** Shuttle `vehicleId` running `headway` seconds behind `ahead` on the 30-minute loop. */
function behind(vehicleId: string, name: string, ahead: [string, string], headway: number) {
  return serviceContext(vehicleId, name, {
    headway_s: headway,
    lap_s: 1800,
    ahead: { Service_ID: serviceOf(ahead[0]), Vehicle_ID: ahead[0], vehicleName: ahead[1] },
  });
}

/** Three shuttles planned 10 minutes apart: 2 is 3 min behind 1, 3 is 7 behind 2, 1 is 20 behind 3. */
const contexts: ServiceContext[] = [
  behind(SHUTTLE_1, 'Shuttle 1', [SHUTTLE_3, 'Shuttle 3'], 1200),
  behind(SHUTTLE_2, 'Shuttle 2', [SHUTTLE_1, 'Shuttle 1'], 180),
  behind(SHUTTLE_3, 'Shuttle 3', [SHUTTLE_2, 'Shuttle 2'], 420),
];

describe('LoopHeadwaysPanel', () => {
  it('shows each loop as a ring with its planned headway and every gap in words and colour', () => {
    renderWithProviders(<LoopHeadwaysPanel loops={loopHeadways(contexts)} />);
    const ring = screen.getByRole('region', { name: 'Harwell Campus Loop' });
    expect(within(ring).getByRole('img').getAttribute('aria-label')).toBe(
      'Harwell Campus Loop: 3 shuttles, planned every 10 min',
    );
    expect(ring.textContent).toContain('Planned every 10 min');
    expect(ring.textContent).toMatch(/regularity CV 0\.\d\d \((uneven|very uneven)\)/);
    // In running order: each shuttle followed by the one ahead of it.
    const items = within(ring).getAllByRole('listitem');
    expect(items.map((item) => [item.textContent, item.dataset['status']])).toEqual([
      ['Shuttle 1 20 min behind Shuttle 3Gap', 'gap'],
      ['Shuttle 3 7 min behind Shuttle 2Even', 'even'],
      ['Shuttle 2 3 min behind Shuttle 1Bunched', 'bunched'],
    ]);
    // A dot per shuttle and an arc per gap, the arcs coloured by their status.
    const svg = within(ring).getByRole('img');
    expect(svg.querySelectorAll('circle title')).toHaveLength(3);
    const strokes = [...svg.querySelectorAll('path')].map((path) => path.getAttribute('stroke'));
    expect(strokes).toEqual([
      'var(--mantine-color-orange-filled)',
      'var(--mantine-color-teal-filled)',
      'var(--mantine-color-red-filled)',
    ]);
  });

  it('says when a loop has one shuttle or a gap is not known, and shows nothing without loops', () => {
    const { container, unmount } = renderWithProviders(
      <LoopHeadwaysPanel
        loops={loopHeadways([
          serviceContext(SHUTTLE_1, 'Shuttle 1', { ahead: null, headway_s: null }),
        ])}
      />,
    );
    expect(screen.getByText('One shuttle: no planned headway')).toBeTruthy();
    expect(screen.getByText('no one ahead known')).toBeTruthy();
    expect(container.querySelectorAll('path')).toHaveLength(0);
    unmount();
    const empty = renderWithProviders(<LoopHeadwaysPanel loops={[]} />);
    expect(empty.container.querySelector('[data-testid="loop-headways"]')).toBeNull();
  });

  it('colours by the shares it is given', () => {
    renderWithProviders(
      <LoopHeadwaysPanel loops={loopHeadways(contexts, { bunchedBelow: 0.1, gapAbove: 3 })} />,
    );
    const statuses = screen.getAllByRole('listitem').map((item) => item.dataset['status']);
    expect(statuses).toEqual(['even', 'even', 'even']);
  });
});
