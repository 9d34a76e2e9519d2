import { SPEC_ACCESS, type AccessOption, type AccessOptions } from './access-options.ts';
import type { Audience } from './audience.ts';
import { isInAudience } from './audience.ts';
import type { PathRule } from './path-match.ts';
import { matchesRule } from './path-match.ts';
import { isPublicPath, paths } from './paths.ts';
import type { SessionFlags } from './session.ts';

const exact = (path: string): PathRule => ({ path, match: 'exact' });
const prefix = (path: string): PathRule => ({ path, match: 'prefix' });

const ADMIN_RULES: readonly PathRule[] = [
  prefix(paths.admin),
  prefix(paths.viewGraph),
  exact(paths.adminAnnouncement),
  exact(paths.serviceDashboard),
  exact(paths.serviceHistory),
  prefix(paths.realtimeAlerts),
  // ADR 0022: trip playback, which spec §6 grants to no role.
  exact(paths.operatorPlayback),
];

/**
 * Spec §6 route access, per audience, on top of the public paths. Rules marked ADR 0002 are not in
 * §6; they open what the §2 side menu shows to that audience (docs/decisions/0002-role-tables.md).
 */
export const ROUTE_ACCESS: Readonly<Record<Audience, readonly PathRule[]>> = {
  // ADR 0002: the menu shows Announcements to everyone signed in, with or without a role.
  signedIn: [exact(paths.adminAnnouncement)],
  isContentManager: [exact(paths.admin), exact(paths.adminAnnouncement)],
  isOperator: [
    exact(paths.operator),
    exact(paths.adminAnnouncement),
    exact(paths.serviceHistory),
    exact(paths.serviceDashboard),
    exact(paths.operatorChecklist),
    // ADR 0022.
    exact(paths.operatorPlayback),
  ],
  isRemoteOperator: [
    exact(paths.operatorControl),
    exact(paths.operator),
    exact(paths.adminAnnouncement),
    exact(paths.serviceHistory),
    exact(paths.serviceDashboard),
    // ADR 0002: the menu shows the operator Checklists item to remote operators.
    exact(paths.operatorChecklist),
    // ADR 0022.
    exact(paths.operatorPlayback),
  ],
  isServiceManager: [
    exact(paths.serviceDashboard),
    prefix(paths.realtimeAlerts),
    exact(paths.operator),
    exact(paths.adminAnnouncement),
    exact(paths.adminReports),
    exact(paths.adminChecklistHistory),
    exact(paths.adminTelemetryService),
    exact(paths.serviceHistory),
    prefix(paths.viewGraph),
    // ADR 0002: the menu shows the operator Checklists item to service managers.
    exact(paths.operatorChecklist),
    // ADR 0022.
    exact(paths.operatorPlayback),
  ],
  isAdmin: ADMIN_RULES,
  isCustomerAdmin: ADMIN_RULES,
};

/** Rules beyond spec §6 that apply only when their option is switched on (ADR 0002). */
export const OPTIONAL_ROUTE_ACCESS: Readonly<
  Record<AccessOption, Partial<Record<Audience, readonly PathRule[]>>>
> = {
  // Service managers read incidents and make incident reports.
  serviceManagerIncidents: { isServiceManager: [exact(paths.adminIncident)] },
};

const AUDIENCES = Object.keys(ROUTE_ACCESS) as Audience[];
const OPTIONS = Object.keys(OPTIONAL_ROUTE_ACCESS) as AccessOption[];

/**
 * Whether the session (or a visitor, for `null`) may open the path; anything not granted is
 * denied. `options`: the deviations from spec §6 switched on (none by default).
 */
export function canAccess(
  session: SessionFlags | null,
  path: string,
  options: AccessOptions = SPEC_ACCESS,
): boolean {
  if (isPublicPath(path)) return true;
  if (session === null) return false;
  const granted = (audience: Audience, rules: readonly PathRule[] | undefined) =>
    isInAudience(session, audience) && (rules ?? []).some((rule) => matchesRule(rule, path));
  return (
    AUDIENCES.some((audience) => granted(audience, ROUTE_ACCESS[audience])) ||
    OPTIONS.some(
      (option) =>
        options[option] &&
        AUDIENCES.some((audience) => granted(audience, OPTIONAL_ROUTE_ACCESS[option][audience])),
    )
  );
}
