export * from './access/index.ts';
export * from './auth/index.ts';
export * from './http/index.ts';
