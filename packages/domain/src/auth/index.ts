export * from './auth-messages.ts';
export * from './auth-schemas.ts';
