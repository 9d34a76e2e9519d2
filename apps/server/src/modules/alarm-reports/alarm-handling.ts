import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { alarmMeasuresRepository, type LevelFigures } from './alarm-measures.repository.ts';

/**
 * Per level, the alarms first seen within [from, to) and how people handled them (count,
 * median and p90 seconds to acknowledge and to resolve): the figures of the alarm measures.
 */
export async function alarmHandling(
  db: Db,
  scope: TenantScope,
  from: Date,
  to: Date,
): Promise<LevelFigures[]> {
  const { levels } = await alarmMeasuresRepository(db).periodFigures(scope, from, to);
  return levels;
}
