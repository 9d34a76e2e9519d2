export * from './measures.ts';
export * from './live.ts';
export * from './data-freshness.ts';
export * from './vehicle-live-state.ts';
