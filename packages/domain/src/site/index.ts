export * from './harwell.ts';
