import {
  missionList,
  type Mission,
  type MissionLifecycle,
  type MissionStackStatus,
  type MISSION_SORTABLE,
} from '@shuttle-ops/domain';
import { missionSiteId } from '../../../config/mission-site.ts';
import type { LogFilters, LogSource } from './log-source.ts';

export type MissionSort = (typeof MISSION_SORTABLE)[number];

export interface MissionLogFilters extends LogFilters {
  stationId: string | null;
  lifecycle: MissionLifecycle | null;
  status: MissionStackStatus | null;
}

export const NO_MISSION_FILTERS: MissionLogFilters = {
  vehicleId: null,
  stationId: null,
  lifecycle: null,
  status: null,
  fromDay: '',
  toDay: '',
};

/** The missions of the site: `GET missionapi/missions/{site}` with its station, lifecycle and status. */
export const missionLog: LogSource<Mission, MissionLogFilters> = {
  name: 'mission-log',
  path: () => `missionapi/missions/${missionSiteId()}`,
  list: missionList,
  filterQuery: (filters) => ({
    station_id: filters.stationId ?? undefined,
    lifecycle: filters.lifecycle ?? undefined,
    status: filters.status ?? undefined,
  }),
};
