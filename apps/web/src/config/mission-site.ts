import { HARWELL_SITE } from '@shuttle-ops/domain';

let siteId: string = HARWELL_SITE.mission_site_id;

/** The server's MISSION_SITE_ID (learnt at start from GET /config.json; DAR-HWL until then). */
export function missionSiteId(): string {
  return siteId;
}

/** Adopts the server's MISSION_SITE_ID (runtime-config.ts). */
export function adoptMissionSiteId(id: string): void {
  siteId = id;
}
