export * from './access/index.ts';
export * from './admin/index.ts';
export * from './auth/index.ts';
export * from './http/index.ts';
export * from './site/index.ts';
export * from './telemetry/index.ts';
export * from './fleet/index.ts';
export * from './validation/index.ts';
