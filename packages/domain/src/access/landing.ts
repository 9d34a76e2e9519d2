import type { AudienceRule } from './audience.ts';
import { allows } from './audience.ts';
import { paths } from './paths.ts';
import type { SessionFlags } from './session.ts';

export interface LandingRule extends AudienceRule {
  readonly path: string;
}

/**
 * Where each role starts after signing in: its work screen. The first rule the session matches
 * wins, so a user with several roles lands on the screen of the most far-reaching one.
 */
export const LANDING: readonly LandingRule[] = [
  { who: ['isAdmin', 'isCustomerAdmin'], path: paths.admin },
  { who: ['isServiceManager'], path: paths.serviceDashboard },
  // Remote control works only for the platform owner's vehicles (DESIGN.md API permissions).
  { who: ['isRemoteOperator'], platformOwnerOnly: true, path: paths.operatorControl },
  { who: ['isOperator', 'isRemoteOperator'], path: paths.operator },
  { who: ['isContentManager'], path: paths.admin },
  // A user without a role may open only the announcements.
  { who: ['signedIn'], path: paths.adminAnnouncement },
];

/** The session's work screen. */
export function landingFor(session: SessionFlags): string {
  return LANDING.find((rule) => allows(rule, session))?.path ?? paths.adminAnnouncement;
}
