/** React Query keys of the dashboard's reads. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  vehicles: () => [...dashboardKeys.all, 'vehicles'] as const,
  states: () => [...dashboardKeys.all, 'states'] as const,
  stops: () => [...dashboardKeys.all, 'stops'] as const,
  serviceContexts: () => [...dashboardKeys.all, 'service-contexts'] as const,
  headwayThresholds: () => [...dashboardKeys.all, 'headway-thresholds'] as const,
  openAlarms: () => [...dashboardKeys.all, 'open-alarms'] as const,
  measureNames: (vehicleId: string) => [...dashboardKeys.all, 'measure-names', vehicleId] as const,
  vehicleData: (vehicleId: string, measure: string) =>
    [...dashboardKeys.all, 'vehicle-data', vehicleId, measure] as const,
  comparison: (vehicleId: string, measures: readonly string[], range: string) =>
    [...dashboardKeys.all, 'comparison', vehicleId, range, ...measures] as const,
};
