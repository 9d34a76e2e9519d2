import { randomUUID } from 'node:crypto';
import {
  ALARM_MANAGEMENT,
  ALARM_STATES,
  ALERT_LEVELS,
  alarmConditionKey,
  isActiveAlarmState,
  isClearedState,
  isClearingEvent,
  isUnacknowledgedAlarmState,
  listResult,
  nextAlarmState,
  normalisedAlertLevel,
  type Alarm,
  type AlarmActionBody,
  type AlarmChangeKind,
  type AlarmCondition,
  type AlarmConditionSink,
  type AlarmDetail,
  type AlarmListQuery,
  type AlarmState,
  type CreateAlarmBody,
  type FleetAlert,
  type KnownAlertLevel,
} from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import { refusedTransition, staleVersion } from './alarm-messages.ts';
import { isShelved, presentAlarm, presentHistoryEntry } from './alarms.presenter.ts';
import {
  alarmFilters,
  shelvedAt,
  staleAt,
  type AlarmPatch,
  type AlarmRow,
  type AlarmsRepository,
  type HistoryInput,
} from './alarms.repository.ts';
import { alarmBatches, HISTORY_REPEATS } from './alarm-batches.ts';
import { conditionRounds } from './condition-rounds.ts';

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

/** Attempts of one change when other processes or people change the alarm meanwhile. */
const ATTEMPTS = 4;

const missing = () => notFound('Alarm not found');
const SYSTEM = 'system';

/** A vehicle's alert message as the ingest stored it. */
export interface StoredVehicleAlert {
  customerId: string;
  vehicleId: string;
  payload: FleetAlert;
}

/** The conditions of a vehicle alert message: one per item of `alerts[]`. */
export function conditionsOfAlert({ customerId, vehicleId, payload }: StoredVehicleAlert) {
  const clearing = isClearingEvent(payload.event_name);
  return payload.alerts.map((item): AlarmCondition => ({
    customerId,
    vehicleId,
    key: alarmConditionKey({ source: 'VEHICLE', vehicleId, rule: null, code: item.code }),
    active: !(clearing || isClearedState(item.state)),
    at: payload.time,
    source: 'VEHICLE',
    rule: null,
    level: item.level,
    category: item.category,
    code: item.code,
    message: item.message,
    consequences: item.consequences,
    correctionProcedure: item.correctionProcedure,
    location: payload.location,
    alertId: payload.id,
  }));
}

/**
 * The alarm service: conditions from the vehicles and the rules become alarms (grouped,
 * reopened, marked chattering, resolved when they clear), and people take them through their
 * lifecycle. Every change is written to the history and published on the bus; people's steps
 * and the server's own state changes are audited.
 */
export function alarmsService({ repo, audit, bus, logger, now = () => new Date() }: AlarmsDeps) {
  const publish = (row: AlarmRow, change: AlarmChangeKind) => {
    const payload = { ...presentAlarm(row, now()), change };
    bus.publish({
      type: 'alarm',
      customerId: row.customerId,
      vehicleId: row.vehicleId ?? '',
      payload,
    });
  };
  const systemAudit = (action: string, row: AlarmRow, extra: Record<string, unknown> = {}) => {
    audit
      .record({
        action,
        outcome: 'success',
        customerId: row.customerId,
        username: SYSTEM,
        details: { id: row.id, condition_key: row.conditionKey, ...extra },
      })
      .catch((err: unknown) => logger.error({ err, alarm: row.id }, 'alarm audit failed'));
  };
  const step = (
    row: AlarmRow,
    action: string,
    fromState: string | null,
    extra: Partial<HistoryInput> = {},
  ): HistoryInput => ({
    alarmId: row.id,
    customerId: row.customerId,
    at: now(),
    action,
    fromState,
    toState: row.state,
    ...extra,
  });

  /** The raise times within the chatter window, with this one. */
  const raisesWith = (row: AlarmRow | null, at: Date) => {
    const since = at.getTime() - ALARM_MANAGEMENT.chatterWindowS * 1000;
    const kept = (row?.recentRaises ?? []).filter((t) => Date.parse(t) >= since);
    const recentRaises = [...kept, at.toISOString()];
    return {
      recentRaises,
      chattering:
        (row?.chattering ?? false) || recentRaises.length >= ALARM_MANAGEMENT.chatterRaises,
    };
  };
  const worse = (a: string, b: KnownAlertLevel) =>
    ALERT_LEVELS.indexOf(b) > ALERT_LEVELS.indexOf(a as KnownAlertLevel);

  async function apply(c: AlarmCondition): Promise<void> {
    const seenAt = new Date(c.at);
    const level = normalisedAlertLevel(c.level);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const at = now();
      if (!c.active) {
        const latest = await repo.latestForKey(c.customerId, c.key);
        const state = latest?.state as AlarmState | undefined;
        if (!latest || !state || !isActiveAlarmState(state) || !latest.conditionActive) return;
        // Nobody took it: the server resolves it. Taken: the state is the person's.
        const resolve = isUnacknowledgedAlarmState(state);
        const row = await repo.updateSeen(latest, {
          conditionActive: false,
          ...(resolve
            ? {
                state: 'RESOLVED',
                autoResolved: true,
                resolvedAt: at,
                resolvedById: null,
                resolvedByName: null,
              }
            : {}),
        });
        if (!row) continue;
        await repo.addHistory([
          step(row, 'condition_cleared', state, { toState: state }),
          ...(resolve ? [step(row, 'auto_resolve', state)] : []),
        ]);
        if (resolve) systemAudit('alarm.auto_resolve', row);
        publish(row, 'updated');
        return;
      }

      const repeated = await repo.repeat(c.customerId, c.key, {
        at: seenAt,
        level,
        levelWord: c.level,
        location: c.location,
        alertId: c.alertId,
      });
      if (repeated) {
        if (repeated.count <= HISTORY_REPEATS + 1) {
          await repo.addHistory([step(repeated, 'repeat', repeated.state)]);
        }
        publish(repeated, 'updated');
        return;
      }

      const latest = await repo.latestForKey(c.customerId, c.key);
      const moved = (row: AlarmRow) => ({
        count: row.count + 1,
        lastSeen: seenAt > row.lastSeen ? seenAt : row.lastSeen,
        location: c.location ?? row.location,
        alertId: c.alertId ?? row.alertId,
        conditionActive: true,
        ...(worse(row.level, level) ? { level, levelWord: c.level } : {}),
        ...raisesWith(row, at),
      });
      const chatterStep = (before: AlarmRow, row: AlarmRow) =>
        row.chattering && !before.chattering ? [step(row, 'chattering', row.state)] : [];

      if (latest && isActiveAlarmState(latest.state as AlarmState)) {
        // Still open after it cleared: the condition is back.
        const row = await repo.updateSeen(latest, moved(latest));
        if (!row) continue;
        await repo.addHistory([
          step(row, 'repeat', row.state, { note: 'The condition is present again' }),
          ...chatterStep(latest, row),
        ]);
        publish(row, 'updated');
        return;
      }

      const regroupSince = at.getTime() - ALARM_MANAGEMENT.regroupWithinS * 1000;
      if (latest && !latest.conditionActive && latest.updatedAt.getTime() >= regroupSince) {
        // Cleared a moment ago: the same alarm again, not a new one.
        let row: AlarmRow | undefined;
        try {
          row = await repo.updateSeen(latest, {
            ...moved(latest),
            state: 'REOPENED',
            autoResolved: false,
            acknowledgedAt: null,
            acknowledgedById: null,
            acknowledgedByName: null,
            assigneeId: null,
            assigneeName: null,
            assignedAt: null,
            resolvedAt: null,
            resolvedById: null,
            resolvedByName: null,
            closedAt: null,
            closedById: null,
            closedByName: null,
          });
        } catch (err) {
          if (isUniqueViolation(err)) continue;
          throw err;
        }
        if (!row) continue;
        await repo.addHistory([
          step(row, 'raise', latest.state, { note: 'The condition returned' }),
          ...chatterStep(latest, row),
        ]);
        systemAudit('alarm.reopen', row);
        publish(row, 'updated');
        return;
      }

      const row = await repo.insert(
        {
          customerId: c.customerId,
          vehicleId: c.vehicleId,
          source: c.source,
          rule: c.rule,
          conditionKey: c.key,
          level,
          levelWord: c.level,
          category: c.category,
          code: c.code,
          message: c.message,
          consequences: c.consequences,
          correctionProcedure: c.correctionProcedure,
          state: 'OPEN',
          conditionActive: true,
          count: 1,
          firstSeen: seenAt,
          lastSeen: seenAt,
          location: c.location,
          alertId: c.alertId,
          ...raisesWith(null, at),
        },
        c.vehicleId,
      );
      // Another process raised it first: this one is a repeat.
      if (!row) continue;
      await repo.addHistory([step(row, 'raise', null)]);
      systemAudit('alarm.raise', row, { vehicle_id: row.vehicleId, code: row.code });
      publish(row, 'raised');
      return;
    }
    logger.warn(
      { key: c.key, customer_id: c.customerId },
      'alarm condition not applied: too many concurrent changes',
    );
  }

  const batches = alarmBatches({ repo, now, publish, step, systemAudit });
  const rounds = conditionRounds({
    applyMany: batches.applyMany,
    applyOne: apply,
    onError: (err, key) => logger.error({ err, key }, 'alarm condition failed'),
  });

  /** Conditions reach the alarms in rounds, in the order reported per condition. */
  const report = (condition: AlarmCondition): Promise<void> => rounds.push(condition);

  async function find(actor: Actor, id: string): Promise<AlarmRow> {
    const row = await repo.findById(actor.scope, id);
    if (!row) throw missing();
    return row;
  }

  async function actorName(actor: Actor): Promise<string> {
    return (await repo.userName(actor.session.sub)) ?? actor.session.username;
  }

  /** The change an action makes, or an error naming why it may not. */
  async function patchFor(
    actor: Actor,
    name: string,
    row: AlarmRow,
    body: AlarmActionBody,
    at: Date,
  ): Promise<{ patch: AlarmPatch; note: string | null }> {
    const next = nextAlarmState(row.state as AlarmState, body.action);
    if (next === null) {
      throw conflict(refusedTransition(row, body.action, at), 'INVALID_TRANSITION');
    }
    const me = { id: actor.session.sub, name };
    const comment = 'comment' in body && body.comment ? body.comment : null;
    const commented = comment ? { commentCount: row.commentCount + 1 } : {};
    const unshelved = {
      shelvedUntil: null,
      shelvedById: null,
      shelvedByName: null,
      shelveReason: null,
    };
    const acknowledged = {
      acknowledgedAt: at,
      acknowledgedById: me.id,
      acknowledgedByName: me.name,
    };
    switch (body.action) {
      case 'acknowledge':
        return { patch: { state: next, ...acknowledged, ...commented }, note: comment };
      case 'assign': {
        const [assignee] = await repo.processors(row.customerId, body.assignee_id);
        if (!assignee) {
          throw invalidField(
            'body.assignee_id',
            `${body.assignee_id} is not a user of this customer who may process alerts`,
          );
        }
        const assigneeName = assignee.preferred || assignee.username;
        return {
          patch: {
            state: next,
            assigneeId: assignee.id,
            assigneeName,
            assignedAt: at,
            ...(isUnacknowledgedAlarmState(row.state as AlarmState) ? acknowledged : {}),
          },
          note: assigneeName,
        };
      }
      case 'unassign':
        return {
          patch: { state: next, assigneeId: null, assigneeName: null, assignedAt: null },
          note: null,
        };
      case 'comment':
        return { patch: { commentCount: row.commentCount + 1 }, note: body.comment };
      case 'resolve':
        return {
          patch: {
            state: next,
            resolvedAt: at,
            resolvedById: me.id,
            resolvedByName: me.name,
            autoResolved: false,
            ...unshelved,
            ...commented,
          },
          note: comment,
        };
      case 'close':
        return {
          patch: {
            state: next,
            closedAt: at,
            closedById: me.id,
            closedByName: me.name,
            ...unshelved,
            ...commented,
          },
          note: comment,
        };
      case 'reopen':
        return {
          patch: {
            state: next,
            autoResolved: false,
            acknowledgedAt: null,
            acknowledgedById: null,
            acknowledgedByName: null,
            assigneeId: null,
            assigneeName: null,
            assignedAt: null,
            resolvedAt: null,
            resolvedById: null,
            resolvedByName: null,
            closedAt: null,
            closedById: null,
            closedByName: null,
            ...commented,
          },
          note: comment,
        };
      case 'shelve':
        return {
          patch: {
            shelvedUntil: new Date(at.getTime() + body.duration_s * 1000),
            shelvedById: me.id,
            shelvedByName: me.name,
            shelveReason: body.reason,
          },
          note: body.reason,
        };
      case 'unshelve':
        if (!isShelved(row, at)) throw conflict('The alarm is not shelved', 'INVALID_TRANSITION');
        return { patch: unshelved, note: null };
    }
  }

  async function act(actor: Actor, id: string, body: AlarmActionBody): Promise<Alarm> {
    const name = await actorName(actor);
    let row = await find(actor, id);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const at = now();
      if (body.version !== undefined && body.version !== row.version) {
        throw conflict(staleVersion(row, body.version, await repo.lastPersonStep(row.id), at));
      }
      const { patch, note } = await patchFor(actor, name, row, body, at);
      const updated = await repo.updateSeen(row, patch);
      if (!updated) {
        // Changed meanwhile (a person, or a repeat from the vehicle): judge again on what it is now.
        row = await find(actor, id);
        continue;
      }
      await repo.addHistory([
        step(updated, body.action, row.state, {
          actorId: actor.session.sub,
          actorName: name,
          note,
        }),
      ]);
      await recordChange(audit, actor, `alarm.${body.action}`, updated.customerId, {
        id: updated.id,
        from_state: row.state,
        to_state: updated.state,
        ...(body.action === 'assign' ? { assignee_id: body.assignee_id } : {}),
        ...(body.action === 'shelve' ? { duration_s: body.duration_s } : {}),
      });
      publish(updated, 'updated');
      return presentAlarm(updated, at);
    }
    throw conflict('The alarm is changing too fast; try again');
  }

  return {
    report,
    /** Every stored alert message of a vehicle, once (the ingest of the process that stored it). */
    reportVehicleAlert(alert: StoredVehicleAlert): void {
      for (const condition of conditionsOfAlert(alert)) void report(condition);
    },
    /** Resolves once every condition reported so far is applied. */
    idle: () => rounds.idle(),

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
