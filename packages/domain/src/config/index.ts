export * from './console-config.ts';
