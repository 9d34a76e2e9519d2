import {
  isUnacknowledgedAlarmState,
  nextAlarmState,
  type Alarm,
  type AlarmActionBody,
  type AlarmState,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { conflict, invalidField, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import { refusedTransition, staleVersion } from './alarm-messages.ts';
import { isShelved, presentAlarm } from './alarms.presenter.ts';
import type { AlarmPatch, AlarmRow, AlarmsRepository } from './alarms.repository.ts';
import type { AlarmEffects } from './alarm-effects.ts';
import { ATTEMPTS } from './alarm-conditions.ts';

const missing = () => notFound('Alarm not found');

export interface ActionDeps {
  repo: AlarmsRepository;
  audit: AuditRepository;
  effects: AlarmEffects;
  now: () => Date;
}

/** People's steps on an alarm: each checked against the lifecycle and the version they saw. */
export function alarmActions({ repo, audit, effects, now }: ActionDeps) {
  const { publish, step } = effects;
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

  return { find, actorName, act };
}
