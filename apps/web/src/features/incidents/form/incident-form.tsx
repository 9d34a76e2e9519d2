import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { INCIDENT_STATUS_LABELS } from '@shuttle-ops/domain';
import type { Incident } from '@shuttle-ops/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import {
  CATEGORY_OPTIONS,
  SEVERITY_OPTIONS,
} from '../../../components/incidents/incident-choices.ts';
import { useAttachmentUploads } from '../../../components/incidents/use-attachment-uploads.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { mapServerError } from '../../../lib/forms/server-errors.ts';
import { toSiteLocal } from '../../../lib/time/site-local-time.ts';
import { useSaveIncident } from '../api/change-incident.ts';
import {
  useBusStops,
  useOperatorOptions,
  useRouteOptions,
  useServiceOptions,
} from '../api/get-options.ts';
import { useVehicleOptions } from '../../../lib/api/vehicle-options.ts';
import type { Option } from '../api/get-options.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { FollowUpFields } from './follow-up-fields.tsx';
import { incidentFieldPaths, incidentFields, validateIncident } from './incident-body.ts';
import { INCIDENT_LABELS, incidentFormValues, statusChoices } from './incident-form-values.ts';
import type { IncidentFormValues } from './incident-form-values.ts';
import { LocationFields } from './location-fields.tsx';
import { PeopleFields } from './people-fields.tsx';
import { SaveProblemAlert, type SaveProblem } from '../../../components/forms/save-problem.tsx';

export interface IncidentFormProps {
  /** null to record a new incident. */
  incident: Incident | null;
  customerId: string | undefined;
  onSaved: (saved: Incident) => void;
  onCancel: () => void;
  /** Edit the newest version instead (after someone else saved one). */
  onReload?: () => void;
  reloading?: boolean;
}

const FIX_FIELDS = 'Some fields need attention; they are marked in red.';
const STALE_CODES = new Set(['STALE_VERSION']);

const withNone = (options: readonly Option[] | undefined, none = 'None') => [
  { value: '', label: none },
  ...(options ?? []),
];

/** Every field of an incident; saving an edit sends the version it started from. */
export function IncidentForm({
  incident,
  customerId,
  onSaved,
  onCancel,
  onReload,
  reloading = false,
}: IncidentFormProps) {
  const save = useSaveIncident();
  const uploads = useAttachmentUploads(customerId, incident?.attachments ?? []);
  const vehicles = useVehicleOptions(customerId);
  const routes = useRouteOptions(customerId);
  const services = useServiceOptions(customerId);
  const operators = useOperatorOptions(customerId);
  const stops = useBusStops(customerId);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [closing, setClosing] = useState<IncidentFormValues | null>(null);
  const from = incident?.status ?? null;
  const form = useForm<IncidentFormValues>({
    mode: 'controlled',
    initialValues: incidentFormValues(incident, new Date()),
    validate: (values) => validateIncident(values, { from, now: Date.now }),
  });

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 409 && STALE_CODES.has(error.code)) {
      setProblem({ kind: 'stale' });
      return;
    }
    const { fieldErrors, message } = mapServerError(error, {
      fields: incidentFieldPaths(form.values),
    });
    form.setErrors(fieldErrors);
    setProblem({ kind: 'message', text: message ?? FIX_FIELDS });
  };

  const send = (values: IncidentFormValues) => {
    setProblem(null);
    const fields = incidentFields(values, uploads.fileIds);
    save.mutate(
      incident === null
        ? { fields }
        : { id: incident.Incident_ID, change: { ...fields, version: incident.version } },
      { onSuccess: onSaved, onError: failed },
    );
  };

  const submit = (values: IncidentFormValues) => {
    if (uploads.sending) {
      setProblem({ kind: 'message', text: 'Wait until the attachments are sent.' });
      return;
    }
    // Closing is confirmed first: a closed incident leaves the open work.
    if (values.status === 'closed' && from !== 'closed') setClosing(values);
    else send(values);
  };

  const statuses = statusChoices(from).map((value) => ({
    value,
    label: INCIDENT_STATUS_LABELS[value],
  }));

  return (
    <>
      <form
        onSubmit={form.onSubmit(submit, () => setProblem({ kind: 'message', text: FIX_FIELDS }))}
        noValidate
        aria-label={incident === null ? 'New incident' : `Edit ${incident.reference}`}
      >
        <Stack>
          <TextInput
            label={INCIDENT_LABELS['title']}
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={INCIDENT_LABELS['description']}
            description="What happened, in order"
            required
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NativeSelect
              label={INCIDENT_LABELS['category']}
              required
              data={withNone(CATEGORY_OPTIONS, 'Select…')}
              {...form.getInputProps('category')}
            />
            <NativeSelect
              label={INCIDENT_LABELS['severity']}
              required
              data={withNone(SEVERITY_OPTIONS, 'Select…')}
              {...form.getInputProps('severity')}
            />
            <NativeSelect
              label={INCIDENT_LABELS['status']}
              required
              data={statuses}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <TextInput
            type="datetime-local"
            label={INCIDENT_LABELS['occurred_at']}
            description="Europe/London time; not in the future"
            required
            max={toSiteLocal(new Date().toISOString())}
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('occurred_at')}
          />
          <Fieldset legend="Vehicle and service">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect
                label={INCIDENT_LABELS['Vehicle_ID']}
                data={withNone(vehicles.data)}
                {...form.getInputProps('Vehicle_ID')}
              />
              <NativeSelect
                label={INCIDENT_LABELS['Service_ID']}
                description="Left blank: the vehicle's service at that time"
                data={withNone(services.data)}
                {...form.getInputProps('Service_ID')}
              />
              <NativeSelect
                label={INCIDENT_LABELS['Route_ID']}
                data={withNone(routes.data)}
                {...form.getInputProps('Route_ID')}
              />
              <NativeSelect
                label={INCIDENT_LABELS['Operator_ID']}
                description="The service's operator when left blank"
                data={withNone(operators.data)}
                {...form.getInputProps('Operator_ID')}
              />
            </SimpleGrid>
          </Fieldset>
          <LocationFields form={form} stops={stops.data ?? []} />
          <PeopleFields form={form} />
          <Textarea
            label={INCIDENT_LABELS['actions_taken']}
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('actions_taken')}
          />
          <Textarea
            label={INCIDENT_LABELS['root_cause']}
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('root_cause')}
          />
          <FollowUpFields form={form} />
          <AttachmentsField
            uploads={uploads}
            error={
              typeof form.errors['attachment_ids'] === 'string'
                ? form.errors['attachment_ids']
                : undefined
            }
          />
          <SaveProblemAlert
            problem={problem}
            what="incident"
            onReload={onReload}
            reloading={reloading}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={uploads.sending}>
              {incident === null ? 'Record incident' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: a portal's submit would still bubble to it through React. */}
      <ConfirmDialog
        opened={closing !== null}
        title="Close the incident?"
        confirmLabel="Save and close"
        busy={save.isPending}
        onConfirm={() => {
          if (closing !== null) send(closing);
          setClosing(null);
        }}
        onCancel={() => setClosing(null)}
      >
        A closed incident leaves the open work; it can be reopened later. Make sure the actions
        taken, the root cause and the follow-ups are recorded.
      </ConfirmDialog>
    </>
  );
}
