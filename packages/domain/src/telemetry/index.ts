export * from './measures.ts';
export * from './live.ts';
