/** React Query keys of the operator's reads. */
export const operatorKeys = {
  all: ['operator'] as const,
  myService: (operatorId: string) => [...operatorKeys.all, 'my-service', operatorId] as const,
  routes: () => [...operatorKeys.all, 'routes'] as const,
  activeServices: () => [...operatorKeys.all, 'active-services'] as const,
  reported: () => [...operatorKeys.all, 'reported'] as const,
  route: (routeId: string) => [...operatorKeys.all, 'route', routeId] as const,
};
