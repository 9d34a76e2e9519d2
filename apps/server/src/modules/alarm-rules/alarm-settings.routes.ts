import type { FastifyInstance } from 'fastify';
import { alarmSettings, type AlarmSettings } from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import type { AlarmRulesRepository } from './alarm-rules.repository.ts';
import type { SettingsCache } from './settings-cache.ts';

export interface AlarmSettingsRoutesOptions {
  actor: ActorResolver;
  audit: AuditRepository;
  repo: Pick<AlarmRulesRepository, 'saveSettings'>;
  cache: SettingsCache;
}

/** Spec §7 lists `realtimealerts` under both bases; the settings answer on both. */
const paths = ['/dev/v1/realtimealerts/settings', '/dev/realtimealerts/settings'];

/** The paths of the settings whose values differ (`enabled.LOW_BATTERY`, `stopRadiusM`, …). */
export function changedSettings(before: AlarmSettings, after: AlarmSettings): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(after) as (keyof AlarmSettings)[]) {
    const a = before[key];
    const b = after[key];
    if (typeof b === 'object') {
      for (const rule of Object.keys(b) as (keyof typeof b)[]) {
        if ((a as typeof b)[rule] !== b[rule]) changed.push(`${key}.${rule}`);
      }
    } else if (a !== b) {
      changed.push(key);
    }
  }
  return changed.sort();
}

/** `GET`/`PUT realtimealerts/settings`: one customer's alarm rule settings. */
export function alarmSettingsRoutes(parent: FastifyInstance, opts: AlarmSettingsRoutesOptions) {
  const app = withZod(parent);
  const { actor, audit, repo, cache } = opts;
  const tags = ['realtimealerts'];
  const read = app.requirePermission('processAlerts');
  const manage = app.requirePermission('manageFleet');

  for (const path of paths) {
    app.get(
      path,
      {
        onRequest: read,
        schema: {
          tags,
          description:
            'The thresholds of the alarms the server raises by itself (vehicle silent, low battery, stopped off-stop, door open while moving, bunching and gaps on a loop); the defaults until a customer saves its own. A platform-owner admin may name another customer with `Customer_ID`.',
          querystring: customerQuery,
          response: { 200: alarmSettings, ...errorResponses },
        },
      },
      async (request) => {
        const { scope } = await actor(request, request.query.Customer_ID);
        return cache.get(scope.customerId);
      },
    );

    app.put(
      path,
      {
        onRequest: manage,
        schema: {
          tags,
          description:
            'Replaces the customer’s rule settings: the whole object, every field present, no other field. Applies to the rules within a second or two. Audited as `alarm-settings.update`.',
          querystring: customerQuery,
          body: alarmSettings,
          response: { 200: alarmSettings, ...errorResponses },
        },
      },
      async (request) => {
        const who = await actor(request, request.query.Customer_ID);
        const customerId = who.scope.customerId;
        const before = await cache.get(customerId);
        const settings = request.body;
        await repo.saveSettings(customerId, settings, who.session.username);
        cache.set(customerId, settings);
        await recordChange(audit, who, 'alarm-settings.update', customerId, {
          Customer_ID: customerId,
          changed: changedSettings(before, settings),
        });
        return settings;
      },
    );
  }
}
