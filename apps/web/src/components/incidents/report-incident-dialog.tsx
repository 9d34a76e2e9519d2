import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { Incident } from '@shuttle-ops/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPACT_MEDIA_QUERY } from '../../config/layout.ts';
import { incidentKeys, incidentsApi } from '../../lib/api/incidents-api.ts';
import { useApiClient } from '../../lib/api/use-api-client.ts';
import { formatDateTime } from '../../lib/format/format-date-time.ts';
import { mapServerError } from '../../lib/forms/server-errors.ts';
import { useToast } from '../../lib/toast/toast-context.ts';
import { PhotoInput } from '../forms/photo-input.tsx';
import { AttachmentList } from './attachment-list.tsx';
import { CATEGORY_OPTIONS, SEVERITY_OPTIONS } from './incident-choices.ts';
import {
  EMPTY_QUICK_INCIDENT,
  QUICK_FIELDS,
  QUICK_LABELS,
  quickIncidentFields,
  validateQuickIncident,
} from './quick-incident.ts';
import type { IncidentContext, QuickIncidentValues } from './quick-incident.ts';
import { useAttachmentUploads } from './use-attachment-uploads.ts';

export type { IncidentContext } from './quick-incident.ts';

export interface ReportIncidentDialogProps {
  opened: boolean;
  onClose: () => void;
  context: IncidentContext;
  /** Called with the stored incident after the toast. */
  onReported?: (incident: Incident) => void;
}

const withBlank = (label: string, options: readonly { value: string; label: string }[]) => [
  { value: '', label },
  ...options,
];

function ContextSummary({ context, at }: { context: IncidentContext; at: string }) {
  const position = context.position
    ? `${context.position.lat.toFixed(5)}, ${context.position.lon.toFixed(5)}`
    : 'not known';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" data-testid="incident-context">
      <Text size="sm">
        <strong>Vehicle:</strong> {context.vehicleName ?? '—'}
      </Text>
      <Text size="sm">
        <strong>Route:</strong> {context.routeName ?? '—'}
      </Text>
      <Text size="sm">
        <strong>Time:</strong> {formatDateTime(at)} (Europe/London)
      </Text>
      <Text size="sm">
        <strong>Position:</strong> {position}
      </Text>
    </SimpleGrid>
  );
}

/** The form inside the dialog; mounted per opening so each report starts blank, at its own time. */
function ReportIncidentForm({
  context,
  onClose,
  onReported,
}: Omit<ReportIncidentDialogProps, 'opened'>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toasts = useToast();
  const [occurredAt] = useState(() => new Date().toISOString());
  const [problem, setProblem] = useState<string | null>(null);
  const uploads = useAttachmentUploads(undefined);
  const form = useForm<QuickIncidentValues>({
    mode: 'controlled',
    initialValues: EMPTY_QUICK_INCIDENT,
    validate: validateQuickIncident,
  });
  const create = useMutation({
    mutationFn: (values: QuickIncidentValues) =>
      incidentsApi(client, undefined).create(
        quickIncidentFields(values, context, occurredAt, uploads.fileIds),
      ),
    onSuccess: (incident) => {
      void queryClient.invalidateQueries({ queryKey: incidentKeys.all });
      toasts.info(`Incident ${incident.reference} reported.`);
      onReported?.(incident);
      onClose();
    },
    onError: (error) => {
      const { fieldErrors, message } = mapServerError(error, { fields: QUICK_FIELDS });
      form.setErrors(fieldErrors);
      setProblem(message);
    },
  });

  const submit = (values: QuickIncidentValues) => {
    if (uploads.sending) {
      setProblem('Wait until the photos are sent.');
      return;
    }
    setProblem(null);
    create.mutate(values);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Report an incident">
      <Stack>
        <ContextSummary context={context} at={occurredAt} />
        <TextInput
          label={QUICK_LABELS.title}
          required
          size="md"
          data-autofocus
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label={QUICK_LABELS.category}
            required
            size="md"
            data={withBlank('Select…', CATEGORY_OPTIONS)}
            {...form.getInputProps('category')}
          />
          <NativeSelect
            label={QUICK_LABELS.severity}
            required
            size="md"
            data={withBlank('Select…', SEVERITY_OPTIONS)}
            {...form.getInputProps('severity')}
          />
        </SimpleGrid>
        <Textarea
          label={QUICK_LABELS.description}
          required
          size="md"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Stack gap="xs">
          <Group>
            <PhotoInput
              label={uploads.items.length === 0 ? 'Take a photo' : 'Add another photo'}
              multiple
              onPhoto={uploads.add}
            />
          </Group>
          {uploads.refusal !== null && (
            <Text size="sm" c="red.8" role="alert">
              {uploads.refusal}
            </Text>
          )}
          <AttachmentList items={uploads.items} onRetry={uploads.retry} onRemove={uploads.remove} />
        </Stack>
        {problem !== null && (
          <Alert color="red" role="alert" title="Not reported">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={create.isPending} disabled={uploads.sending}>
            Report incident
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Report an incident" from the operator's and the remote operator's screens: vehicle, service,
 * route, now and the shuttle's last position are filled in; a title, category, severity, what
 * happened and photos are asked. The whole window on a tablet.
 */
export function ReportIncidentDialog({ opened, onClose, ...rest }: ReportIncidentDialogProps) {
  const compact = useMediaQuery(COMPACT_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Report an incident"
      size="lg"
      fullScreen={compact}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ReportIncidentForm onClose={onClose} {...rest} />}
    </Modal>
  );
}
