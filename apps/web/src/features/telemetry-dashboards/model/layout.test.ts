import type { TemplateComponent } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { gridCells, newComponentId, nextPosition, placeComponents, samePlaces } from './layout.ts';

const V = '00000000-0000-4000-8000-000000000001';
const gauge: TemplateComponent = {
  id: 'gauge-1',
  kind: 'gauge',
  title: 'Battery',
  layout: { x: 0, y: 0, w: 3, h: 4 },
  vehicles: [V],
  measure: 'BATTERY_STATUS_LEVEL',
  min: 0,
  max: 100,
};
const chart: TemplateComponent = {
  id: 'time-series-1',
  kind: 'time-series',
  title: '',
  layout: { x: 3, y: 0, w: 6, h: 4 },
  vehicles: [V],
  measures: ['SPEED'],
};

describe('dashboard layout', () => {
  it('gives the grid a cell per component and takes back where it moved them', () => {
    const cells = gridCells([gauge, chart]);
    expect(cells).toEqual([
      { i: 'gauge-1', x: 0, y: 0, w: 3, h: 4 },
      { i: 'time-series-1', x: 3, y: 0, w: 6, h: 4 },
    ]);
    const moved = placeComponents(
      [gauge, chart],
      [
        { i: 'gauge-1', x: 9, y: 0, w: 3, h: 4 },
        { i: 'time-series-1', x: 0, y: 0, w: 9, h: 5 },
      ],
    );
    expect(moved.map((c) => c.layout)).toEqual([
      { x: 9, y: 0, w: 3, h: 4 },
      { x: 0, y: 0, w: 9, h: 5 },
    ]);
  });

  it('keeps components the grid did not move, so an unchanged layout is no change', () => {
    const same = placeComponents([gauge, chart], gridCells([gauge, chart]));
    expect(samePlaces(same, [gauge, chart])).toBe(true);
  });

  it('brings a cell outside the 12 columns back inside', () => {
    const [placed] = placeComponents([gauge], [{ i: 'gauge-1', x: 11, y: -2, w: 4, h: 40 }]);
    expect(placed?.layout).toEqual({ x: 8, y: 0, w: 4, h: 24 });
  });

  it('puts a new component below the others with an id of its own', () => {
    expect(nextPosition([gauge, chart], 'map')).toEqual({ x: 0, y: 4, w: 6, h: 5 });
    expect(nextPosition([], 'latest-value')).toEqual({ x: 0, y: 0, w: 3, h: 2 });
    expect(newComponentId([gauge, chart], 'gauge')).toBe('gauge-2');
    expect(newComponentId([gauge], 'table')).toBe('table-1');
  });
});
