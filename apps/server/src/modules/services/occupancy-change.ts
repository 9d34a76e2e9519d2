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

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const onBoard = (n: number) => `${n} ${n === 1 ? 'is' : 'are'} on board`;

/**
 * The counts after some boardings and alightings, or a 409 saying in plain words which
 * limit would be broken (the limit's field is named only in the details, for programs). Wheelchair users are passengers too, so they count in `occupancy` as well.
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
      `The vehicle is full: it takes at most ${plural(state.maxOccupancy, 'passenger')} and ` +
        `${onBoard(state.occupancy)}.`,
      'OVER_CAPACITY',
      { limit: 'maxOccupancy', max: state.maxOccupancy, occupancy: state.occupancy },
    );
  }
  if (wheelchairOccupancy > state.maxWheelchairOccupancy) {
    throw conflict(
      `No wheelchair space is free: the vehicle has ` +
        `${plural(state.maxWheelchairOccupancy, 'wheelchair space')} and ` +
        `${state.wheelchairOccupancy} ${state.wheelchairOccupancy === 1 ? 'is' : 'are'} in use.`,
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
      `More people would get off than are on board: ${onBoard(state.occupancy)}, ` +
        `${state.wheelchairOccupancy} of them in wheelchair spaces.`,
      'NEGATIVE_OCCUPANCY',
      { occupancy: state.occupancy, wheelchair_occupancy: state.wheelchairOccupancy },
    );
  }
  return { occupancy, wheelchairOccupancy };
}
