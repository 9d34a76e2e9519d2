import { randomUUID } from 'node:crypto';
import {
  ALARM_MANAGEMENT,
  ALARM_STATES,
  ALERT_LEVELS,
  listResult,
  type Alarm,
  type AlarmCondition,
  type AlarmConditionSink,
  type AlarmDetail,
  type AlarmListQuery,
  type AlarmState,
  type CreateAlarmBody,
  type KnownAlertLevel,
} from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { Actor } from '../../lib/actor.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import { presentAlarm, presentHistoryEntry } from './alarms.presenter.ts';
import { alarmFilters, shelvedAt, staleAt } from './alarm-list-queries.ts';
import type { AlarmsRepository } from './alarms.repository.ts';
import { alarmBatches } from './alarm-batches.ts';
import { conditionRounds } from './condition-rounds.ts';
import { alarmActions } from './alarm-actions.ts';
import {
  conditionApplier,
  conditionsOfAlert,
  type StoredVehicleAlert,
} from './alarm-conditions.ts';
import { alarmEffects } from './alarm-effects.ts';

export type { StoredVehicleAlert } from './alarm-conditions.ts';

export interface AlarmsDeps {
  repo: AlarmsRepository;
  audit: AuditRepository;
  bus: EventBus;
  logger: {
    error(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
  now?: () => Date;
}

/**
 * The alarm service: conditions from the vehicles and the rules become alarms (grouped,
 * reopened, marked chattering, resolved when they clear), and people take them through their
 * lifecycle. Every change is written to the history and published on the bus; people's steps
 * and the server's own state changes are audited.
 */
export function alarmsService({ repo, audit, bus, logger, now = () => new Date() }: AlarmsDeps) {
  const effects = alarmEffects({ audit, bus, logger, now });
  const { publish, step, systemAudit } = effects;
  const apply = conditionApplier({ repo, effects, logger, now });
  const { find, actorName, act } = alarmActions({ repo, audit, effects, now });
  const missing = () => notFound('Alarm not found');

  const batches = alarmBatches({ repo, now, publish, step, systemAudit });
  const rounds = conditionRounds({
    applyMany: batches.applyMany,
    applyOne: apply,
    onError: (err, key) => logger.error({ err, key }, 'alarm condition failed'),
  });

  /** Conditions reach the alarms in rounds, in the order reported per condition. */
  const report = (condition: AlarmCondition): Promise<void> => rounds.push(condition);

  return {
    report,
    /** Every stored alert message of a vehicle, once (the ingest of the process that stored it). */
    reportVehicleAlert(alert: StoredVehicleAlert): void {
      for (const condition of conditionsOfAlert(alert)) void report(condition);
    },
    /** Resolves once every condition reported so far is applied. */
    idle: () => rounds.idle(),
    /**
     * Hears every alarm raised by this process (by a vehicle's alert, a rule or a person), once:
     * unlike the bus, which every server copy hears.
     */
    onRaised: effects.onRaised,

    async list(actor: Actor, query: AlarmListQuery) {
      const at = now();
      const filters = alarmFilters(query, at, ALARM_MANAGEMENT.staleAfterS);
      const [{ rows, total }, groups, byVehicle] = await Promise.all([
        repo.list(actor.scope, {
          ...filters,
          sort: query.sort_attributes,
          order: query.sort_order,
          limit: query.limit,
          offset: query.offset,
        }),
        repo.groupCounts(
          actor.scope,
          filters,
          shelvedAt(at),
          staleAt(at, ALARM_MANAGEMENT.staleAfterS),
        ),
        repo.activeByVehicle(actor.scope, at),
      ]);
      const state = Object.fromEntries(ALARM_STATES.map((s) => [s, 0])) as Record<
        AlarmState,
        number
      >;
      const level = Object.fromEntries(ALERT_LEVELS.map((l) => [l, 0])) as Record<
        KnownAlertLevel,
        number
      >;
      let shelved = 0;
      let stale = 0;
      const inStates = (s: string) => !filters.states || (filters.states as string[]).includes(s);
      const inLevels = (l: string) => !filters.levels || (filters.levels as string[]).includes(l);
      for (const g of groups) {
        state[g.state as AlarmState] += g.n;
        level[g.level as KnownAlertLevel] += g.n;
        if (inStates(g.state) && inLevels(g.level)) {
          shelved += g.shelved;
          stale += g.stale;
        }
      }
      return {
        ...listResult(
          rows.map((row) => presentAlarm(row, at)),
          total,
        ),
        counts: {
          state,
          level,
          shelved,
          stale,
          by_vehicle: Object.fromEntries(byVehicle.map((v) => [v.vehicleId!, v.n])),
        },
      };
    },

    async get(actor: Actor, id: string): Promise<AlarmDetail> {
      const row = await find(actor, id);
      const history = await repo.history(row.id);
      return { ...presentAlarm(row, now()), history: history.map(presentHistoryEntry) };
    },

    async create(actor: Actor, body: CreateAlarmBody): Promise<Alarm> {
      const customerId = actor.scope.customerId;
      const vehicle = body.Vehicle_ID ? await repo.vehicleOf(customerId, body.Vehicle_ID) : null;
      if (body.Vehicle_ID && !vehicle) {
        throw invalidField('body.Vehicle_ID', 'is not a vehicle of this customer');
      }
      const at = now();
      const row = await repo.insert({
        customerId,
        vehicleId: vehicle?.id ?? null,
        vehicleName: vehicle?.name ?? null,
        source: 'MANUAL',
        rule: null,
        // A person's alarm is one of its own: never grouped with another.
        conditionKey: `manual:${randomUUID()}`,
        level: body.level,
        levelWord: body.level,
        category: body.category,
        code: body.code,
        message: body.message,
        consequences: body.consequences,
        correctionProcedure: body.correctionProcedure,
        state: 'OPEN',
        conditionActive: true,
        count: 1,
        firstSeen: at,
        lastSeen: at,
        location: body.location ?? null,
        alertId: null,
        recentRaises: [at.toISOString()],
      });
      if (!row) throw new HttpError(500, 'INTERNAL', 'The alarm could not be stored');
      const name = await actorName(actor);
      await repo.addHistory([
        step(row, 'raise', null, { actorId: actor.session.sub, actorName: name }),
      ]);
      await recordChange(audit, actor, 'alarm.create', customerId, {
        id: row.id,
        level: row.level,
        vehicle_id: row.vehicleId,
      });
      publish(row, 'raised');
      return presentAlarm(row, at);
    },

    act,

    async bulk(actor: Actor, ids: string[]) {
      const results = [];
      for (const id of ids) {
        try {
          results.push({ id, ok: true, alarm: await act(actor, id, { action: 'acknowledge' }) });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          results.push({ id, ok: false, error: { code: err.code, message: err.message } });
        }
      }
      return { results };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await repo.remove(actor.scope, id);
      if (!row) throw missing();
      await recordChange(audit, actor, 'alarm.delete', row.customerId, {
        id: row.id,
        condition_key: row.conditionKey,
        state: row.state,
      });
      publish(row, 'deleted');
    },

    async assignees(actor: Actor) {
      const people = await repo.processors(actor.scope.customerId);
      return people
        .map((p) => ({ user_id: p.id, name: p.preferred || p.username }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** Brings back every alarm whose shelving ended (one process wins each). */
    async expireShelving(): Promise<number> {
      const rows = await repo.expireShelving(now());
      if (rows.length === 0) return 0;
      await repo.addHistory(rows.map((row) => step(row, 'shelve_expired', row.state)));
      for (const row of rows) {
        systemAudit('alarm.shelve_expired', row);
        publish(row, 'updated');
      }
      return rows.length;
    },
  } satisfies AlarmConditionSink & Record<string, unknown>;
}

export type AlarmsService = ReturnType<typeof alarmsService>;
