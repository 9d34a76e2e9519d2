import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** When a row was made and last changed (server clock, with time zone). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row's own id: a random UUID the database makes. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();
