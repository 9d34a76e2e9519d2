import type { Db } from '../db/database.ts';
import { telemetry } from '../db/schema.ts';

export interface FixtureMeasure {
  customerId: string;
  vehicleId: string;
  measure: string;
  at: Date;
  value: number | string;
}

let seq = 0;

/** Stored measures as the fleet's ingest leaves them (numbers and text apart). */
export async function insertMeasures(db: Db, measures: readonly FixtureMeasure[]) {
  await db.insert(telemetry).values(
    measures.map((m) => ({
      customerId: m.customerId,
      vehicleId: m.vehicleId,
      measureName: m.measure,
      dtIot: m.at,
      valueNum: typeof m.value === 'number' ? m.value : null,
      valueText: typeof m.value === 'string' ? m.value : null,
      seq: ++seq,
    })),
  );
}
