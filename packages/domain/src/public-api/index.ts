export * from './public-api.ts';
export * from './first-screen.ts';
