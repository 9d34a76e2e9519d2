import type { Db } from '../../db/database.ts';
import { findActiveServices, toServiceWire } from '../services/index.ts';
import type { ActiveServices } from './public-api.service.ts';

/** A customer's active services with their stops, read from the services module's tables. */
export function activeServicesOf(db: Db): ActiveServices {
  return {
    async activeServices(customerId) {
      const records = await findActiveServices(db, null);
      return records
        .filter((record) => record.row.customerId === customerId)
        .map((record) => toServiceWire(record.row, record.stops));
    },
  };
}
