export * from './api-error.ts';
