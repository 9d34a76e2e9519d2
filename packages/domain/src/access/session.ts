import type { Group } from './groups.ts';

export interface SessionFlags {
  isAdmin: boolean;
  isContentManager: boolean;
  isOperator: boolean;
  isServiceManager: boolean;
  isCustomerAdmin: boolean;
  isRemoteOperator: boolean;
  /** The session's customer is the platform owner. */
  isDarwin: boolean;
}

/** Spec §3: token claims with colons in their keys turned into underscores, plus the flags. */
export interface Session extends SessionFlags {
  sub: string;
  username: string;
  email?: string;
  preferred_username?: string;
  custom_cname: string;
  custom_cid: string;
  cognito_groups: string[];
}

/** The flags that come from group membership (every flag except `isDarwin`). */
export type RoleFlag = Exclude<keyof SessionFlags, 'isDarwin'>;

export const ROLE_FLAG_BY_GROUP: Readonly<Record<Group, RoleFlag>> = {
  admin: 'isAdmin',
  content_manager: 'isContentManager',
  operator: 'isOperator',
  service_manager: 'isServiceManager',
  customer_admin: 'isCustomerAdmin',
  remote_operator: 'isRemoteOperator',
};

export const DEFAULT_PLATFORM_OWNER = 'DARWIN';

export function flagsFor(
  groups: readonly string[],
  customerName: string,
  platformOwner: string = DEFAULT_PLATFORM_OWNER,
): SessionFlags {
  const has = (group: Group): boolean => groups.includes(group);
  return {
    isAdmin: has('admin'),
    isContentManager: has('content_manager'),
    isOperator: has('operator'),
    isServiceManager: has('service_manager'),
    isCustomerAdmin: has('customer_admin'),
    isRemoteOperator: has('remote_operator'),
    // An empty name must never match an empty owner setting.
    isDarwin: customerName !== '' && customerName.toUpperCase() === platformOwner.toUpperCase(),
  };
}

type Claims = Record<string, unknown>;
type TokenKind = 'ID' | 'access';

function optionalString(claims: Claims, key: string, token: TokenKind): string | undefined {
  const value = claims[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    throw new Error(`Invalid session: ${token} token claim "${key}" must be a string`);
  }
  return value;
}

function requiredString(claims: Claims, key: string, token: TokenKind): string {
  const value = optionalString(claims, key, token);
  if (value === undefined) {
    throw new Error(`Invalid session: ${token} token claim "${key}" is missing`);
  }
  return value;
}

function groupsClaim(claims: Claims): string[] {
  const value = claims['cognito:groups'];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((g): g is string => typeof g === 'string')) {
    throw new Error(
      'Invalid session: access token claim "cognito:groups" must be a list of strings',
    );
  }
  return [...value];
}

/** Builds the session from decoded (already verified) ID and access token payloads. */
export function buildSession(
  idClaims: Claims,
  accessClaims: Claims,
  platformOwner: string = DEFAULT_PLATFORM_OWNER,
): Session {
  const sub = requiredString(idClaims, 'sub', 'ID');
  const accessSub = optionalString(accessClaims, 'sub', 'access');
  if (accessSub !== undefined && accessSub !== sub) {
    throw new Error('Invalid session: ID and access tokens belong to different users');
  }
  const customId = requiredString(idClaims, 'custom:cid', 'ID');
  const customName = optionalString(idClaims, 'custom:cname', 'ID') ?? '';
  const groups = groupsClaim(accessClaims);
  const email = optionalString(idClaims, 'email', 'ID');
  const preferredUsername = optionalString(idClaims, 'preferred_username', 'ID');

  return {
    sub,
    username: optionalString(accessClaims, 'username', 'access') ?? sub,
    ...(email === undefined ? {} : { email }),
    ...(preferredUsername === undefined ? {} : { preferred_username: preferredUsername }),
    custom_cname: customName,
    custom_cid: customId,
    cognito_groups: groups,
    ...flagsFor(groups, customName, platformOwner),
  };
}

/** Spec §2: the navigation bar shows the preferred username, else the email. */
export function displayName(s: Pick<Session, 'preferred_username' | 'email' | 'username'>): string {
  for (const candidate of [s.preferred_username, s.email]) {
    if (candidate !== undefined && candidate !== '') return candidate;
  }
  return s.username;
}
