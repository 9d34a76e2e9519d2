export * from './service-status.ts';
export * from './schedule.ts';
export * from './service.ts';
export * from './occupancy.ts';
export * from './service-requests.ts';
export * from './stops-ahead.ts';
export * from './passengers-today.ts';
