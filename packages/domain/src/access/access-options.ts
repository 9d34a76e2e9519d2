/**
 * Deviations from the side menu of spec §2 and the route access of spec §6 that a deployment's
 * administrator may switch on (docs/decisions/0002-role-tables.md). Every one is off by default,
 * so that the console follows the spec unless someone chose otherwise.
 */
export interface AccessOptions {
  /**
   * Service managers see Incidents among the Analytics Screens and may open `/admin/incident`
   * (to read incidents and make incident reports). Spec §2 and §6 give Incidents to
   * administrators and customer admins only. Server setting SERVICE_MANAGER_INCIDENTS.
   */
  readonly serviceManagerIncidents: boolean;
}

export type AccessOption = keyof AccessOptions;

/** The spec's tables, with no deviation. */
export const SPEC_ACCESS: AccessOptions = { serviceManagerIncidents: false };
