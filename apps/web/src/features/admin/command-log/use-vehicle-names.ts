import { useMemo } from 'react';
import { useVehicleList } from '../api/vehicles-api.ts';

const ALL_VEHICLES = {
  query: '',
  sort: 'name' as const,
  order: 'asc' as const,
  page: 1,
  pageSize: 500,
};

/** The vehicles of the customer in scope, and their names by id (for the logs' vehicle column). */
export function useVehicleNames() {
  const vehicles = useVehicleList(ALL_VEHICLES);
  const items = useMemo(() => vehicles.data?.Items ?? [], [vehicles.data]);
  const names = useMemo(() => new Map(items.map((v) => [v.Vehicle_ID, v.name])), [items]);
  const options = useMemo(
    () => items.map((v) => ({ value: v.Vehicle_ID, label: v.name })),
    [items],
  );
  return { names, options };
}
