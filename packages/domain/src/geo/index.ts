export * from './route-path.ts';
