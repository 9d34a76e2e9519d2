export * from './groups.ts';
export * from './session.ts';
export * from './paths.ts';
export * from './path-match.ts';
export * from './audience.ts';
export * from './route-access.ts';
export * from './side-menu.ts';
export * from './api-permissions.ts';
