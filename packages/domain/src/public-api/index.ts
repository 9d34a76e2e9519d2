export * from './public-api.ts';
