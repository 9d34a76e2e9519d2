import { alarmSchema } from '@shuttle-ops/domain';
import type { Alarm, AlarmActionBody, AlarmList, CreateAlarmBody } from '@shuttle-ops/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { ignoredAnswer } from '../../../lib/api/ignored-answer.ts';
import { withoutAlarm } from '../model/alarm-cache.ts';
import { alarmKeys } from './alarm-keys.ts';
import { bulkAlarmAnswerSchema as bulkAlarmAnswer } from '@shuttle-ops/domain';

export interface AlarmActionRequest {
  id: string;
  body: AlarmActionBody;
}

/**
 * `PUT realtimealerts/{id}` with one action (and the `version` the user saw). A refusal (409:
 * someone else was first, or the step is not allowed any more) shows the server's sentence and
 * reloads the alarm, so the screen shows what happened.
 */
export function useAlarmAction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, body }: AlarmActionRequest): Promise<Alarm> =>
      client.send('PUT', `realtimealerts/${encodeURIComponent(id)}`, alarmSchema, body),
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmKeys.detail(alarm.id), (detail: unknown) =>
        detail !== undefined && typeof detail === 'object' && detail !== null
          ? { ...detail, ...alarm }
          : detail,
      );
    },
    onError: (error) => {
      toast.error(
        isApiError(error) && error.status === 409
          ? error.message
          : `The alarm could not be changed: ${errorMessage(error)}`,
      );
    },
    onSettled: (_alarm, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alarmKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: alarmKeys.lists() }),
      ]),
  });
}

/** `PUT realtimealerts` with ids: acknowledges many; tells how many could not be. */
export function useBulkAcknowledge() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      client.send('PUT', 'realtimealerts', bulkAlarmAnswer, { action: 'acknowledge', ids }),
    onSuccess: ({ results }) => {
      const failed = results.filter((result) => !result.ok);
      const done = results.length - failed.length;
      if (failed.length === 0) toast.info(`${done} alarm${done === 1 ? '' : 's'} acknowledged.`);
      else {
        const first = failed[0]?.error?.message ?? '';
        toast.warning(
          `${done} acknowledged, ${failed.length} not${first === '' ? '' : ` (${first})`}.`,
        );
      }
    },
    onError: (error) => toast.error(`The alarms could not be acknowledged: ${errorMessage(error)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
  });
}

/**
 * `DELETE realtimealerts/{id}` (admins only): erases the alarm and its history. On success the
 * row leaves every cached page at once (as a live 'deleted' change does); the caller closes the
 * detail and drops its cached copy.
 */
export function useDeleteAlarm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: string) =>
      client.send('DELETE', `realtimealerts/${encodeURIComponent(id)}`, ignoredAnswer),
    onSuccess: (_answer, id) => {
      for (const [key, list] of queryClient.getQueriesData<AlarmList>({
        queryKey: alarmKeys.lists(),
      })) {
        if (list === undefined) continue;
        const next = withoutAlarm(list, id);
        if (next !== list) queryClient.setQueryData(key, next);
      }
      toast.info('The alarm was deleted.');
      return queryClient.invalidateQueries({ queryKey: alarmKeys.lists() });
    },
    onError: (error) => toast.error(`The alarm could not be deleted: ${errorMessage(error)}`),
  });
}

/** `POST realtimealerts`: a person raises an alarm by hand (source MANUAL); the lists reload. */
export function useRaiseAlarm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlarmBody): Promise<Alarm> =>
      client.send('POST', 'realtimealerts', alarmSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alarmKeys.lists() }),
  });
}
