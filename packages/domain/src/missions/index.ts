export * from './station.ts';
export * from './mission.ts';
