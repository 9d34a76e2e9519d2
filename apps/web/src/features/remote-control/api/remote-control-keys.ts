/** React Query keys of the remote-control screens. */
export const remoteControlKeys = {
  all: ['remote-control'] as const,
  vehicles: () => [...remoteControlKeys.all, 'vehicles'] as const,
  services: () => [...remoteControlKeys.all, 'services'] as const,
  log: (params: object) => [...remoteControlKeys.all, 'log', params] as const,
};
