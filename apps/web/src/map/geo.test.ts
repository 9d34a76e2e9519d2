import { describe, expect, it } from 'vitest';
import { boundsOf, distanceMetres, projectOntoLine, viewAround } from './geo.ts';

describe('geo', () => {
  it('measures short distances in metres', () => {
    // 0.001° of latitude is about 111 m.
    expect(distanceMetres([-1.3, 51.57], [-1.3, 51.571])).toBeCloseTo(111.3, 0);
  });

  it('projects a point onto the nearest segment of a line', () => {
    const line: [number, number][] = [
      [0, 0],
      [0.001, 0],
      [0.001, 0.001],
    ];
    const projection = projectOntoLine(line, [0.0005, 0.0001]);
    expect(projection?.segment).toBe(0);
    expect(projection?.point[0]).toBeCloseTo(0.0005, 8);
    expect(projection?.point[1]).toBeCloseTo(0, 8);
    expect(projection?.distance).toBeCloseTo(11.1, 0);
    expect(projectOntoLine([[0, 0]], [1, 1])).toBeNull();
  });

  it('frames positions with a margin', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      viewAround(
        [
          [1, 2],
          [3, 1],
        ],
        0.5,
      ),
    ).toEqual([
      [0.5, 0.75],
      [3.5, 2.25],
    ]);
  });
});
