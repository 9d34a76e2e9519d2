import type { RoleFlag, SessionFlags } from './session.ts';

/** Who a rule is for: any signed-in user, or holders of one role flag. */
export type Audience = 'signedIn' | RoleFlag;

export interface AudienceRule {
  /** Any one of these is enough. */
  readonly who: readonly Audience[];
  /** Additionally, the session's customer must be the platform owner. */
  readonly platformOwnerOnly?: boolean;
}

export function isInAudience(session: SessionFlags, audience: Audience): boolean {
  return audience === 'signedIn' || session[audience];
}

export function allows(rule: AudienceRule, session: SessionFlags): boolean {
  if (rule.platformOwnerOnly === true && !session.isDarwin) return false;
  return rule.who.some((audience) => isInAudience(session, audience));
}
