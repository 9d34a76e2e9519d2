/**
 * The database schema, one file per area; the migrations under migrations/ are generated from it
 * (`npm run db:generate -w apps/server -- <name>`).
 */
export * from './schema/tenants.ts';
export * from './schema/admin.ts';
export * from './schema/fleet.ts';
export * from './schema/announcements.ts';
export * from './schema/remote-commands.ts';
export * from './schema/services.ts';
export * from './schema/missions.ts';
export * from './schema/eta.ts';
export * from './schema/alarms.ts';
export * from './schema/checklists.ts';
export * from './schema/incidents.ts';
export * from './schema/uploads.ts';
