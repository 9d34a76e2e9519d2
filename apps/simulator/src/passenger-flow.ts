import type { Rng } from './rng.ts';
import { SHUTTLE, type StopExchange, type VehicleState } from './vehicle-state.ts';

const ALIGHT_CHANCE = 0.35;
const WHEELCHAIR_ALIGHT_CHANCE = 0.5;
const WHEELCHAIR_BOARD_CHANCE = 0.08;
const MAX_DEMAND = 6;

function binomial(n: number, p: number, rng: Rng): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (rng.chance(p)) k++;
  return k;
}

/**
 * Who gets off and on at a stop, and how long the doors stay open for it. At the end of a line
 * or before charging everyone gets off; nobody boards a shuttle that is going to charge.
 */
export function planExchange(
  state: VehicleState,
  rng: Rng,
  options: { everyoneOff: boolean; thenCharge: boolean },
): StopExchange {
  const { maxOccupancy, maxWheelchairOccupancy } = state.spec;
  const walking = state.passengers - state.wheelchairs;
  const alight = options.everyoneOff ? walking : binomial(walking, ALIGHT_CHANCE, rng);
  const alightWheelchair = options.everyoneOff
    ? state.wheelchairs
    : binomial(state.wheelchairs, WHEELCHAIR_ALIGHT_CHANCE, rng);
  const remaining = state.passengers - alight - alightWheelchair;
  let board = 0;
  let boardWheelchair = 0;
  if (!options.thenCharge) {
    const space = maxOccupancy - remaining;
    const wheelchairSpace = maxWheelchairOccupancy - (state.wheelchairs - alightWheelchair);
    if (space > 0 && wheelchairSpace > 0 && rng.chance(WHEELCHAIR_BOARD_CHANCE)) {
      boardWheelchair = 1;
    }
    const demand = Math.floor(rng.next() ** 1.5 * (MAX_DEMAND + 1));
    board = Math.max(0, Math.min(demand, space - boardWheelchair));
  }
  const moves = alight + alightWheelchair + board + boardWheelchair;
  const [minDwell, maxDwell] = SHUTTLE.dwellSeconds;
  const doors = 2 * SHUTTLE.doorSeconds;
  const openLeft = Math.min(
    maxDwell - doors,
    Math.max(minDwell - doors, 6 + 2.2 * moves + rng.range(0, 6)),
  );
  return {
    alight,
    alightWheelchair,
    board,
    boardWheelchair,
    nextMoveIn: 1,
    moveInterval: moves > 0 ? (openLeft - 2) / moves : openLeft,
    openLeft,
    thenCharge: options.thenCharge,
  };
}

export const movesLeft = (exchange: StopExchange): number =>
  exchange.alight + exchange.alightWheelchair + exchange.board + exchange.boardWheelchair;

/**
 * One person gets off (wheelchair users first, they sit by the door) or, once everyone who
 * wanted has got off, on. Boarding never exceeds the seats or the wheelchair spaces.
 */
export function moveOnePerson(state: VehicleState, exchange: StopExchange): void {
  const { maxOccupancy, maxWheelchairOccupancy } = state.spec;
  if (exchange.alightWheelchair > 0) {
    exchange.alightWheelchair--;
    if (state.wheelchairs > 0) {
      state.wheelchairs--;
      state.passengers--;
    }
  } else if (exchange.alight > 0) {
    exchange.alight--;
    if (state.passengers > state.wheelchairs) state.passengers--;
  } else if (exchange.boardWheelchair > 0) {
    exchange.boardWheelchair--;
    if (state.passengers < maxOccupancy && state.wheelchairs < maxWheelchairOccupancy) {
      state.wheelchairs++;
      state.passengers++;
    }
  } else if (exchange.board > 0) {
    exchange.board--;
    if (state.passengers < maxOccupancy) state.passengers++;
  }
}
