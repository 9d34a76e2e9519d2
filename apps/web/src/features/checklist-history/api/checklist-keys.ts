/** Query keys: everything of the history sits under ['checklist-history'], so one call renews it. */
export const checklistKeys = {
  all: ['checklist-history'] as const,
  list: (customerId: string | undefined, ...params: unknown[]) =>
    ['checklist-history', 'list', customerId ?? 'own', ...params] as const,
  detail: (customerId: string | undefined, id: string) =>
    ['checklist-history', 'detail', customerId ?? 'own', id] as const,
  options: (customerId: string | undefined, what: string) =>
    ['checklist-history', 'options', customerId ?? 'own', what] as const,
};
