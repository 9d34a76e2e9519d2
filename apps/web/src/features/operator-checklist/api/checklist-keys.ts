/** React Query keys of the operator checklist's reads. */
export const checklistKeys = {
  all: ['operator-checklist'] as const,
  services: () => [...checklistKeys.all, 'services'] as const,
  masters: (vehicleId: string) => [...checklistKeys.all, 'masters', vehicleId] as const,
};
