import { describe, expect, it } from 'vitest';
import { buildSession, TELEMETRY_REPORT_MAX_POINTS } from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { HttpError } from '../../lib/http-error.ts';
import { TenantScope } from '../../lib/tenant-scope.ts';
import { telemetryReportsService } from './telemetry-reports.service.ts';

const session = buildSession(
  { sub: 'u', 'custom:cid': 'c', 'custom:cname': 'Darwin' },
  { sub: 'u', username: 'sam', 'cognito:groups': ['service_manager'] },
);
const actor: Actor = { scope: TenantScope.of(session), session, requestId: 'r', ip: '127.0.0.1' };

describe('telemetry report cap', () => {
  it('refuses a report that would pass the cap on points, asking for a larger bucket', async () => {
    let asked = 0;
    const reports = telemetryReportsService({
      repo: {
        vehicleName: () => Promise.resolve('Alpha'),
        buckets: (_scope, query) => {
          asked = query.limit;
          const t = new Date('2026-06-02T10:00:00Z');
          return Promise.resolve(
            Array.from({ length: query.limit + 1 }, () => ({
              vehicleId: 'v',
              measure: 'SPEED',
              t,
              min: 1,
              avg: 1,
              max: 1,
              count: 1,
            })),
          );
        },
      },
    });
    const error = await reports
      .report(
        actor,
        null,
        {
          from: '2026-06-02T10:00:00Z',
          to: '2026-06-02T11:00:00Z',
          measures: ['SPEED'],
          bucket: '1m',
        },
        'querystring.vehicle_id',
      )
      .catch((e: unknown) => e);
    expect(asked).toBe(TELEMETRY_REPORT_MAX_POINTS);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, code: 'TOO_MANY_POINTS' });
  });
});
