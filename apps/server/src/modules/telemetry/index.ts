import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { telemetryRepository, type TelemetryRepository } from './telemetry.repository.ts';

export type { HistoryFilter, MeasureData, TelemetryRepository } from './telemetry.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads of the stored vehicle messages (telemetry, locations, alerts), newest first. */
    telemetry: TelemetryRepository;
  }
}

/** The stored history of vehicle messages, for the GraphQL queries. */
export const telemetryModule = fp(
  (app: FastifyInstance) => {
    app.decorate('telemetry', telemetryRepository(app.database.db));
  },
  { name: 'telemetry', dependencies: ['database'] },
);
