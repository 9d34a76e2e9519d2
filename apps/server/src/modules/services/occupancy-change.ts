import type { OccupancyBody } from '@shuttle-ops/domain';
import { conflict } from '../../lib/http-error.ts';

export interface OccupancyState {
  occupancy: number;
  wheelchairOccupancy: number;
  maxOccupancy: number;
  maxWheelchairOccupancy: number;
}

type Counts = Pick<
  OccupancyBody,
  'boardings' | 'alightings' | 'wheelchair_boardings' | 'wheelchair_alightings'
>;

/**
 * The counts after some boardings and alightings, or a 409 naming the limit that would be
 * broken. Wheelchair users are passengers too, so they count in `occupancy` as well.
 */
export function applyOccupancy(
  state: OccupancyState,
  counts: Counts,
): { occupancy: number; wheelchairOccupancy: number } {
  const occupancy =
    state.occupancy +
    counts.boardings +
    counts.wheelchair_boardings -
    counts.alightings -
    counts.wheelchair_alightings;
  const wheelchairOccupancy =
    state.wheelchairOccupancy + counts.wheelchair_boardings - counts.wheelchair_alightings;
  if (occupancy > state.maxOccupancy) {
    throw conflict(
      `Over capacity: this vehicle takes at most ${state.maxOccupancy} passengers ` +
        `(maxOccupancy); ${state.occupancy} are on board.`,
      'OVER_CAPACITY',
      { limit: 'maxOccupancy', max: state.maxOccupancy, occupancy: state.occupancy },
    );
  }
  if (wheelchairOccupancy > state.maxWheelchairOccupancy) {
    throw conflict(
      `Over capacity: this vehicle has ${state.maxWheelchairOccupancy} wheelchair ` +
        `space${state.maxWheelchairOccupancy === 1 ? '' : 's'} (max_wheelchair_occupancy); ` +
        `${state.wheelchairOccupancy} in use.`,
      'OVER_CAPACITY',
      {
        limit: 'max_wheelchair_occupancy',
        max: state.maxWheelchairOccupancy,
        wheelchair_occupancy: state.wheelchairOccupancy,
      },
    );
  }
  if (occupancy < 0 || wheelchairOccupancy < 0) {
    throw conflict(
      `More alightings than passengers on board: ${state.occupancy} on board, ` +
        `${state.wheelchairOccupancy} in wheelchair spaces.`,
      'NEGATIVE_OCCUPANCY',
      { occupancy: state.occupancy, wheelchair_occupancy: state.wheelchairOccupancy },
    );
  }
  return { occupancy, wheelchairOccupancy };
}
