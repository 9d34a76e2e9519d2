import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alarmMeasuresRepository } from './alarm-measures.repository.ts';
import { alarmReportsRepository } from './alarm-reports.repository.ts';
import { alarmReportsRoutes } from './alarm-reports.routes.ts';
import { alarmReportsService } from './alarm-reports.service.ts';

/**
 * Alarm measures (`GET realtimealerts/measures`) and alert reports (`alert-reports-processor`):
 * reads of the alarms the alarms module writes; reports run in the background and are kept in
 * `alarm_reports`. Closing the app waits for the reports being made.
 */
export const alarmReportsModule = fp(
  async (app: FastifyInstance) => {
    const reports = alarmReportsService({
      measuresRepo: alarmMeasuresRepository(app.database.db),
      reportsRepo: alarmReportsRepository(app.database.db),
      audit: app.audit,
      onReportError: (reportId, error) =>
        app.log.error({ err: error, reportId }, 'alert report failed'),
    });
    app.addHook('onClose', () => reports.settle());
    await app.register(alarmReportsRoutes, { actor: app.actor, reports });
  },
  { name: 'alarm-reports', dependencies: ['database', 'auth', 'actor', 'audit'] },
);

/** The alarm measures' per-level figures of a period (mi-reports). */
export { alarmHandling } from './alarm-handling.ts';
export type { LevelFigures } from './alarm-measures.repository.ts';
