import { describe, expect, it } from 'vitest';
import {
  ALARM_1,
  ALARM_2,
  ALARM_3,
  alarmFixture,
  detailOf,
  listOf,
  SHUTTLE_2,
} from '../alarms-test-kit.tsx';
import { applyChange, applyDetailChange, matchesFilter, withoutAlarm } from './alarm-cache.ts';
import { filterFromParams } from './alarm-filter.ts';

const now = Date.now();
const live = filterFromParams(new URLSearchParams());
const context = { filter: live, page: 1, pageSize: 3, now };

describe('live changes in the cached list', () => {
  it('drops a deleted alarm from the page, and keeps a page without it as it is', () => {
    const list = listOf([alarmFixture({ id: ALARM_1 }), alarmFixture({ id: ALARM_2 })]);
    const after = withoutAlarm(list, ALARM_1);
    expect(after.Items.map((a) => a.id)).toEqual([ALARM_2]);
    expect([after.Count, after.total]).toEqual([1, 1]);
    expect(withoutAlarm(after, ALARM_1)).toBe(after);
  });

  it('replaces an alarm where it is, and never with an older version', () => {
    const list = listOf([alarmFixture({ id: ALARM_1, version: 2 })]);
    const acked = applyChange(
      list,
      { ...alarmFixture({ id: ALARM_1, version: 3, state: 'ACKNOWLEDGED' }), change: 'updated' },
      context,
    );
    expect(acked.Items.map((a) => [a.id, a.state, a.version])).toEqual([
      [ALARM_1, 'ACKNOWLEDGED', 3],
    ]);
    const stale = applyChange(
      acked,
      { ...alarmFixture({ id: ALARM_1, version: 2 }), change: 'updated' },
      context,
    );
    expect(stale).toBe(acked);
  });

  it('places a new alarm by priority on the first page, once, and keeps the page size', () => {
    const list = listOf([
      alarmFixture({ id: ALARM_1, level: 'WARNING' }),
      alarmFixture({ id: ALARM_2, level: 'INFO' }),
    ]);
    const raised = {
      ...alarmFixture({ id: ALARM_3, level: 'CRITICAL' }),
      change: 'raised' as const,
    };
    const once = applyChange(list, raised, context);
    expect(once.Items.map((a) => a.id)).toEqual([ALARM_3, ALARM_1, ALARM_2]);
    expect(once.total).toBe(3);
    // The same raise heard again (a repeat) is still one row.
    const twice = applyChange(
      once,
      { ...raised, count: 2, version: 2, change: 'updated' },
      context,
    );
    expect(twice.Items.map((a) => a.id)).toEqual([ALARM_3, ALARM_1, ALARM_2]);
    expect(twice.Items[0]?.count).toBe(2);
    expect(applyChange(list, raised, { ...context, page: 2 })).toBe(list);
  });

  it('shows no alarm on the rules tab', () => {
    const rules = filterFromParams(new URLSearchParams('tab=rules'));
    expect(rules.tab).toBe('rules');
    expect(matchesFilter(alarmFixture(), rules, now)).toBe(false);
  });

  it('leaves out a new alarm the filter does not show, and removes a deleted one', () => {
    const list = listOf([alarmFixture({ id: ALARM_1 })]);
    const other = filterFromParams(new URLSearchParams({ vehicle_id: SHUTTLE_2 }));
    const raised = { ...alarmFixture({ id: ALARM_2 }), change: 'raised' as const };
    expect(applyChange(list, raised, { ...context, filter: other })).toBe(list);
    const deleted = applyChange(
      list,
      { ...alarmFixture({ id: ALARM_1 }), change: 'deleted' },
      context,
    );
    expect(deleted.Items).toEqual([]);
    expect(deleted.total).toBe(0);
  });

  it('matches the filters of the tabs: active, stale, shelved', () => {
    const old = new Date(now - 25 * 3600_000).toISOString();
    const shelved = alarmFixture({ shelved_until: new Date(now + 60_000).toISOString() });
    const stale = filterFromParams(new URLSearchParams({ tab: 'stale' }));
    const shelf = filterFromParams(new URLSearchParams({ tab: 'shelved' }));
    expect(matchesFilter(alarmFixture({ state: 'RESOLVED' }), live, now)).toBe(false);
    expect(matchesFilter(shelved, live, now)).toBe(false);
    expect(matchesFilter(shelved, shelf, now)).toBe(true);
    expect(matchesFilter(alarmFixture({ first_seen: old }), stale, now)).toBe(true);
    expect(matchesFilter(alarmFixture(), stale, now)).toBe(false);
    const text = filterFromParams(new URLSearchParams({ q: 'lidar' }));
    expect(matchesFilter(alarmFixture(), text, now)).toBe(true);
    expect(matchesFilter(alarmFixture({ message: 'Door open' }), text, now)).toBe(false);
  });

  it('updates an open detail and keeps its history until it is read again', () => {
    const history = [
      {
        at: new Date(now).toISOString(),
        action: 'raise' as const,
        from_state: null,
        to_state: 'OPEN' as const,
        actor: null,
        note: null,
      },
    ];
    const detail = detailOf(alarmFixture({ version: 1 }), history);
    const next = applyDetailChange(detail, {
      ...alarmFixture({ version: 2, state: 'ACKNOWLEDGED' }),
      change: 'updated',
    });
    expect(next.state).toBe('ACKNOWLEDGED');
    expect(next.history).toBe(history);
  });
});
