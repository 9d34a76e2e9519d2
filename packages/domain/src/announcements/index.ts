export * from './announcement.ts';
