import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GET_MULTIPLE_MEASURE_NAME_VALUES } from '../../../lib/graphql/operations/get-multiple-measure-name-values.ts';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import { alarmKeys } from './alarm-keys.ts';

/** The measures charted next to an alarm. */
export const ALARM_CHART_MEASURES = ['SPEED', 'BATTERY_STATUS_LEVEL'] as const;
/** The chart covers this long before the alarm was last seen, and a little after. */
export const CHART_BEFORE_S = 10 * 60;
export const CHART_AFTER_S = 60;
/** Rows per measure: ten minutes at one snapshot a second (the server allows up to 1000). */
const ROWS = 600;
/** `time_limit` counts back from now: at most a year and a day. */
const MAX_LIMIT_MIN = 366 * 24 * 60;

const measureRow = z.object({
  measure_name: z.string(),
  measure_value: z.union([z.number(), z.string()]),
  dt_iot: z.string(),
});
export type MeasureRow = z.infer<typeof measureRow>;

/**
 * The vehicle's speed and battery in the minutes before `at` (getMultipleMeasureNameValues).
 * `time_limit` reaches back from now to the start of the window; rows outside it are dropped.
 */
export function useTelemetryAround(vehicleId: string | null, at: string) {
  const request = useGraphqlRequest();
  return useQuery({
    queryKey: alarmKeys.telemetry(vehicleId ?? '', at),
    enabled: vehicleId !== null,
    queryFn: async ({ signal }) => {
      const end = Date.parse(at);
      const start = end - CHART_BEFORE_S * 1000;
      const minutes = Math.min(
        MAX_LIMIT_MIN,
        Math.max(1, Math.ceil((Date.now() - start) / 60_000)),
      );
      const data = await request(
        GET_MULTIPLE_MEASURE_NAME_VALUES,
        {
          vehicle_id: vehicleId,
          measure_name_list: [...ALARM_CHART_MEASURES],
          number_of_rows: ROWS,
          time_limit: `PT${minutes}M`,
        },
        signal,
      );
      const rows = z.array(measureRow).parse(data.getMultipleMeasureNameValues);
      return rows.filter((row) => {
        const time = Date.parse(row.dt_iot);
        return time >= start && time <= end + CHART_AFTER_S * 1000;
      });
    },
    staleTime: 60_000,
  });
}
