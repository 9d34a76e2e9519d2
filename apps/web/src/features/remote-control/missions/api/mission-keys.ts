import { HARWELL_SITE } from '@shuttle-ops/domain';

/** The mission site of the console (spec §1: DAR-HWL). */
export const MISSION_SITE = HARWELL_SITE.mission_site_id;

/** React Query keys of the mission panel. */
export const missionKeys = {
  all: ['missions'] as const,
  stations: () => [...missionKeys.all, 'stations'] as const,
  stack: (vehicleId: string) => [...missionKeys.all, 'stack', vehicleId] as const,
};
