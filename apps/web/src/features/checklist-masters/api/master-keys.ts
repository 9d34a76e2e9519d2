/** Query keys of the checklist masters screen; everything sits under one root to invalidate it. */
export const masterKeys = {
  all: ['checklist-masters'] as const,
  list: (customerId: string | undefined, params: unknown) =>
    ['checklist-masters', 'list', customerId ?? 'own', params] as const,
  targets: (customerId: string | undefined) =>
    ['checklist-masters', 'targets', customerId ?? 'own'] as const,
};
