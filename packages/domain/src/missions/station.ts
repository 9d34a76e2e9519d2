import { z } from 'zod';
import { HARWELL_SITE, HARWELL_STATIONS, type MissionStation } from '../site/harwell.ts';

/** A station of the mission site, where a shuttle may be sent (`GET missionapi/stations`). */
export const missionStation = z.object({
  station_id: z.string(),
  site_id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type MissionStationWire = z.infer<typeof missionStation>;

export const missionStationList = z.object({
  site_id: z.string(),
  Items: z.array(missionStation),
  Count: z.number().int(),
  total: z.number().int(),
});
export type MissionStationList = z.infer<typeof missionStationList>;

/** The stations of a mission site; the Harwell demo site is the only one (spec §1). */
export function stationsOf(siteId: string): readonly MissionStation[] {
  return siteId === HARWELL_SITE.mission_site_id ? HARWELL_STATIONS : [];
}

export const findStation = (siteId: string, stationId: string): MissionStation | undefined =>
  stationsOf(siteId).find((station) => station.station_id === stationId);
