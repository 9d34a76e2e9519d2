import type { IncidentTimelineEntry } from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';

export type TimelineAction =
  'created' | 'updated' | 'status' | 'attachment-added' | 'attachment-removed' | 'snapshot';

/** One entry of an incident's timeline, by the actor (or the server when none). */
export function timelineEntry(
  actor: Actor | null,
  action: TimelineAction,
  changes: string[],
  at: Date,
): IncidentTimelineEntry {
  return {
    at: at.toISOString(),
    user_id: actor?.session.sub ?? null,
    user_name: actor ? (actor.session.preferred_username ?? actor.session.username) : null,
    action,
    changes,
  };
}

/**
 * The entries of an attachment list's change: the files added, then those removed, each named as
 * it was uploaded (`nameOf`), so the timeline still reads after a file is gone.
 */
export function attachmentEntries(
  actor: Actor,
  before: readonly string[],
  after: readonly string[],
  at: Date,
  nameOf: (fileId: string) => string,
): IncidentTimelineEntry[] {
  const added = after.filter((id) => !before.includes(id)).map(nameOf);
  const removed = before.filter((id) => !after.includes(id)).map(nameOf);
  return [
    ...(added.length ? [timelineEntry(actor, 'attachment-added', added, at)] : []),
    ...(removed.length ? [timelineEntry(actor, 'attachment-removed', removed, at)] : []),
  ];
}

/** The entry of a snapshot taken (none when no vehicle is named). */
export function snapshotEntries(
  actor: Actor,
  taken: { telemetrySnapshot: unknown } | undefined,
  how: 'taken' | 'taken again',
  at: Date,
): IncidentTimelineEntry[] {
  return taken?.telemetrySnapshot ? [timelineEntry(actor, 'snapshot', [how], at)] : [];
}
