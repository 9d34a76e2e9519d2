import {
  telemetryTemplate,
  telemetryTemplateList,
  type TelemetryTemplate,
  type TelemetryTemplateCreateInput,
} from '@shuttle-ops/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

const PATH = 'telemetry-templates';

export const templateKeys = {
  all: ['telemetry-templates'] as const,
  list: (query: string) => ['telemetry-templates', 'list', query] as const,
  one: (id: string) => ['telemetry-templates', 'one', id] as const,
};

/** `GET telemetry-templates` (or `search?query=` while searching), by name. */
export function useTemplates(query: string) {
  const client = useApiClient();
  const text = query.trim();
  return useQuery({
    queryKey: templateKeys.list(text),
    queryFn: ({ signal }) =>
      text === ''
        ? client.get(PATH, telemetryTemplateList, { limit: 500 }, signal)
        : client.get(`${PATH}/search`, telemetryTemplateList, { query: text, limit: 500 }, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET telemetry-templates/{id}`. */
export function useTemplate(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.one(id),
    queryFn: ({ signal }) =>
      client.get(`${PATH}/${encodeURIComponent(id)}`, telemetryTemplate, undefined, signal),
  });
}

/** POST, PUT {id} and DELETE {id}; the lists and the template read again after each. */
export function useTemplateMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = (saved: TelemetryTemplate) => {
    queryClient.setQueryData(templateKeys.one(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: templateKeys.all });
  };
  return {
    create: useMutation({
      mutationFn: (body: TelemetryTemplateCreateInput) =>
        client.send('POST', PATH, telemetryTemplate, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TelemetryTemplateCreateInput }) =>
        client.send('PUT', `${PATH}/${encodeURIComponent(id)}`, telemetryTemplate, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        client.send('DELETE', `${PATH}/${encodeURIComponent(id)}`, telemetryTemplate),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
    }),
  };
}
