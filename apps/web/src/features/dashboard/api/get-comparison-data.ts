import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GET_MULTIPLE_MEASURE_NAME_VALUES } from '../../../lib/graphql/operations/get-multiple-measure-name-values.ts';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { measureData } from './telemetry-wire.ts';

/** History per measure when comparing: five minutes at one snapshot a second. */
export const COMPARISON_ROWS = 300;

const rows = z.array(measureData);

/** The recent values of several measures of one vehicle (`getMultipleMeasureNameValues`). */
export function useComparisonData(vehicleId: string | null, measures: readonly string[]) {
  const request = useGraphqlRequest();
  return useQuery({
    queryKey: dashboardKeys.comparison(vehicleId ?? '', measures),
    enabled: vehicleId !== null && measures.length > 0,
    queryFn: async ({ signal }) => {
      const data = await request(
        GET_MULTIPLE_MEASURE_NAME_VALUES,
        {
          vehicle_id: vehicleId,
          measure_name_list: [...measures],
          number_of_rows: COMPARISON_ROWS,
          time_limit: 'PT1H',
        },
        signal,
      );
      return rows.parse(data.getMultipleMeasureNameValues);
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}
