/** React Query keys of the operator's reads. */
export const operatorKeys = {
  all: ['operator'] as const,
  myService: (operatorId: string) => [...operatorKeys.all, 'my-service', operatorId] as const,
  vehicles: () => [...operatorKeys.all, 'vehicles'] as const,
  routes: () => [...operatorKeys.all, 'routes'] as const,
};
