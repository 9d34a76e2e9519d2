import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GET_MULTIPLE_MEASURE_NAME_VALUES } from '../../../lib/graphql/operations/get-multiple-measure-name-values.ts';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import { RANGE_POINTS, rangeBounds, type TimeRange } from '../model/time-range.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { measureData } from './telemetry-wire.ts';

/** A range back from now is read again each minute, so its start moves with the clock. */
export const RANGE_REFRESH_MS = 60_000;

const rows = z.array(measureData);

/**
 * Several measures of one vehicle over a time range (`getMultipleMeasureNameValues` with
 * `from` and `to`): at most RANGE_POINTS readings each, spread over the range by the server.
 */
export function useComparisonData(
  vehicleId: string | null,
  measures: readonly string[],
  range: TimeRange,
) {
  const request = useGraphqlRequest();
  const rangeKey = range.kind === 'preset' ? range.preset : `${range.from}/${range.to}`;
  return useQuery({
    queryKey: dashboardKeys.comparison(vehicleId ?? '', measures, rangeKey),
    enabled: vehicleId !== null && measures.length > 0,
    queryFn: async ({ signal }) => {
      const { from, to } = rangeBounds(range, Date.now());
      const data = await request(
        GET_MULTIPLE_MEASURE_NAME_VALUES,
        {
          vehicle_id: vehicleId,
          measure_name_list: [...measures],
          number_of_rows: RANGE_POINTS,
          from,
          to,
        },
        signal,
      );
      return rows.parse(data.getMultipleMeasureNameValues);
    },
    refetchInterval: range.kind === 'preset' ? RANGE_REFRESH_MS : false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
