import { ALARM_CHANGE_KINDS, alarmSchema } from '@shuttle-ops/domain';
import type { AlarmDetail } from '@shuttle-ops/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import type { OnProcessAlertsSubscription } from '../../../lib/graphql/generated/graphql.ts';
import { ON_PROCESS_ALERTS } from '../../../lib/graphql/operations/on-process-alerts.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import type { SubscriptionResult } from '../../../lib/realtime/use-subscription.ts';
import { alarmKeys } from '../api/alarm-keys.ts';
import type { AlarmList } from '@shuttle-ops/domain';
import { applyChange, applyDetailChange } from '../model/alarm-cache.ts';
import type { AlarmChange } from '../model/alarm-cache.ts';
import type { AlarmFilter } from '../model/alarm-filter.ts';

const alarmChange = alarmSchema.extend({ change: z.enum(ALARM_CHANGE_KINDS) });

/** The frame of onProcessAlerts, checked against the domain's alarm schema; null if it drifted. */
export function parseAlarmChange(data: OnProcessAlertsSubscription): AlarmChange | null {
  const parsed = alarmChange.safeParse(data.onProcessAlerts);
  return parsed.success ? parsed.data : null;
}

/**
 * After a change the server's counts and order are read again once this much later: under a
 * steady stream of changes, at most this often (the rows themselves change in place at once).
 */
export const REFETCH_AFTER_MS = 2_000;
/** The flood check reads the measures: at most this often. */
export const FLOOD_REFETCH_MS = 15_000;

type ListKey = readonly ['alarms', 'list', AlarmFilter, number, number];

/**
 * The controller of the alarm screen's live feed: every change on onProcessAlerts updates the
 * cached pages and the open detail in place (one row per alarm), then the counts, order and
 * history are refetched once the burst is over. `onChange` hears each change (sound, notice).
 */
export function useLiveAlarms(
  onChange: (change: AlarmChange) => void,
): SubscriptionResult<AlarmChange> {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touched = useRef(new Set<string>());
  const floodReadAt = useRef(0);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useSubscription(ON_PROCESS_ALERTS, undefined, {
    parse: parseAlarmChange,
    onData: (change) => {
      const now = Date.now();
      for (const [key, list] of queryClient.getQueriesData<AlarmList>({
        queryKey: alarmKeys.lists(),
      })) {
        if (list === undefined) continue;
        const [, , filter, page, pageSize] = key as unknown as ListKey;
        const next = applyChange(list, change, { filter, page, pageSize, now });
        if (next !== list) queryClient.setQueryData(key, next);
      }
      queryClient.setQueryData<AlarmDetail>(alarmKeys.detail(change.id), (detail) =>
        detail === undefined ? detail : applyDetailChange(detail, change),
      );
      touched.current.add(change.id);
      onChange(change);
      if (timer.current !== null) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        const ids = [...touched.current];
        touched.current.clear();
        void queryClient.invalidateQueries({ queryKey: alarmKeys.lists() });
        if (Date.now() - floodReadAt.current >= FLOOD_REFETCH_MS) {
          floodReadAt.current = Date.now();
          void queryClient.invalidateQueries({ queryKey: alarmKeys.flood() });
        }
        for (const id of ids)
          void queryClient.invalidateQueries({ queryKey: alarmKeys.detail(id) });
      }, REFETCH_AFTER_MS);
    },
  });
}
