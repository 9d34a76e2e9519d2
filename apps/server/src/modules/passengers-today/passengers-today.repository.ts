import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { boardingsSince, type BoardingTotals } from '../services/index.ts';

export type { BoardingTotals };

/** Sums of the customer's recorded boardings since an instant (the services record them). */
export function passengersTodayRepository(db: Db) {
  return {
    boardingsSince: (scope: TenantScope, since: Date): Promise<BoardingTotals> =>
      boardingsSince(db, scope, since),
  };
}

export type PassengersTodayRepository = ReturnType<typeof passengersTodayRepository>;
