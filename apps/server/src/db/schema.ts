/**
 * Every table, for drizzle-kit (`drizzle.config.ts`) only: each module keeps its tables beside
 * its code (`modules/<module>/schema.ts`), the platform's are in `schema/platform.ts`. The
 * migrations under migrations/ are generated from this list
 * (`npm run db:generate -w apps/server -- <name>`). Nothing in `src` imports it (lint).
 */
export * from './schema/platform.ts';
export * from '../modules/identity/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/audit/schema.ts';
export * from '../modules/files/schema.ts';
export * from '../modules/vehicles/schema.ts';
export * from '../modules/bus-stops/schema.ts';
export * from '../modules/routes/schema.ts';
export * from '../modules/fleet/schema.ts';
export * from '../modules/announcements/schema.ts';
export * from '../modules/remote-control/schema.ts';
export * from '../modules/services/schema.ts';
export * from '../modules/missions/schema.ts';
export * from '../modules/eta/schema.ts';
export * from '../modules/alarms/schema.ts';
export * from '../modules/alarm-rules/schema.ts';
export * from '../modules/alarm-reports/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/checklists/schema.ts';
export * from '../modules/incidents/schema.ts';
export * from '../modules/telemetry-templates/schema.ts';
export * from '../modules/playback/schema.ts';
