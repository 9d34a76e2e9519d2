import type { PassengersToday } from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { londonDay } from './london-day.ts';
import type { PassengersTodayRepository } from './passengers-today.repository.ts';

export interface PassengersTodayDeps {
  repo: PassengersTodayRepository;
  now?: () => Date;
}

/** Passengers of the day so far: every boarding counted since local midnight. */
export function passengersTodayService({ repo, now = () => new Date() }: PassengersTodayDeps) {
  return {
    async today(actor: Actor): Promise<PassengersToday> {
      const day = londonDay(now());
      const totals = await repo.boardingsSince(actor.scope, day.start);
      return {
        date: day.date,
        // A wheelchair user is a passenger too (docs/api/services.md).
        passengers: totals.boardings + totals.wheelchairBoardings,
        wheelchair_passengers: totals.wheelchairBoardings,
      };
    },
  };
}

export type PassengersTodayService = ReturnType<typeof passengersTodayService>;
