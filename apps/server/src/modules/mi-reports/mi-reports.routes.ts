import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MI_REPORT_TOKEN_TTL_S,
  miReport,
  miReportQuery,
  miReportTokenResponse,
  type Session,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { MiReportsService } from './mi-reports.service.ts';

export interface MiReportsRoutesOptions {
  reports: MiReportsService;
  actor: ActorResolver;
  reportToken: (session: Session, ttlSeconds: number) => Promise<string>;
  readReportToken: (token: string) => Promise<Session | null>;
}

/** Spec §7: `GET mi-reporting` answers under `/dev/v1/` and the legacy `/dev/`. */
const BASES = ['/dev/v1', '/dev'];

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const xToken = request.headers['x-token'];
  return typeof xToken === 'string' && xToken.length > 0 ? xToken : undefined;
}

/** Spec §7 `mi-reporting`: the report of a period, and a report token for embedding it. */
export function miReportsRoutes(parent: FastifyInstance, opts: MiReportsRoutesOptions) {
  const app = withZod(parent);
  const { reports, actor, reportToken, readReportToken } = opts;
  const tags = ['reports'];
  const readReports = app.requirePermission('readReports');
  /** The report also accepts its own short-lived token in place of an access token. */
  const acceptReportToken = async (request: FastifyRequest) => {
    if (request.session) return;
    const token = presentedToken(request);
    if (token) request.session = await readReportToken(token);
  };

  for (const base of BASES) {
    app.get(
      `${base}/mi-reporting`,
      {
        onRequest: [acceptReportToken, readReports],
        schema: {
          tags,
          description:
            'Management information of a period (a Europe/London day, the Monday-to-Sunday week or the month holding `date`, or the custom days `from`…`to`, at most 400 days): services, service hours, vehicle-km, passengers, alarms, remote interventions, incidents and checklists in total, per route and per vehicle, and alarm handling per level. See docs/guide/reports.md.',
          querystring: miReportQuery,
          response: { 200: miReport, ...errorResponses },
        },
      },
      async (request) =>
        reports.report(await actor(request, request.query.Customer_ID), request.query),
    );
  }

  app.get(
    '/dev/v1/mi-reporting/x-token',
    {
      onRequest: readReports,
      schema: {
        tags,
        description: `A token valid for ${MI_REPORT_TOKEN_TTL_S} s that reads \`GET mi-reporting\` of the caller's customer and nothing else (for embedding the report).`,
        response: { 200: miReportTokenResponse, ...errorResponses },
      },
    },
    async (request) => ({
      AuthenticationResult: {
        AccessToken: await reportToken(request.session!, MI_REPORT_TOKEN_TTL_S),
        ExpiresIn: MI_REPORT_TOKEN_TTL_S,
        TokenType: 'Bearer' as const,
      },
    }),
  );
}
