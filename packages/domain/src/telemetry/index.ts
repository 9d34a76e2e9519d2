export * from './measures.ts';
