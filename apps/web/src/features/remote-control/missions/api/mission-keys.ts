/** React Query keys of the mission panel. */
export const missionKeys = {
  all: ['missions'] as const,
  stations: () => [...missionKeys.all, 'stations'] as const,
  stack: (vehicleId: string) => [...missionKeys.all, 'stack', vehicleId] as const,
};
