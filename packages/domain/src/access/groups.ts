/** User-pool groups, as carried in the access token's `cognito:groups` claim. */
export const GROUPS = [
  'admin',
  'content_manager',
  'operator',
  'service_manager',
  'customer_admin',
  'remote_operator',
] as const;

export type Group = (typeof GROUPS)[number];

const GROUP_SET: ReadonlySet<string> = new Set(GROUPS);

export function isGroup(v: string): v is Group {
  return GROUP_SET.has(v);
}

/** Spec §3: underscores become spaces and every word is capitalised (`customer_admin` → `Customer Admin`). */
export function groupLabel(group: string): string {
  return group
    .replaceAll('_', ' ')
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
