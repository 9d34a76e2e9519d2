import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALERT_LEVELS, createAlarmBody } from '@shuttle-ops/domain';
import type { CreateAlarmBody, KnownAlertLevel, Vehicle } from '@shuttle-ops/domain';
import { parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useRaiseAlarm } from '../api/alarm-actions.ts';
import { LEVEL_LABELS } from '../model/alarm-format.ts';

interface RaiseAlarmValues {
  vehicleId: string | null;
  level: KnownAlertLevel;
  category: string;
  code: string;
  message: string;
  consequences: string;
  correctionProcedure: string;
}

const FIELDS = [
  'vehicleId',
  'level',
  'category',
  'code',
  'message',
  'consequences',
  'correctionProcedure',
] as const;

const LABELS: Readonly<Record<(typeof FIELDS)[number], string>> = {
  vehicleId: 'Vehicle',
  level: 'Level',
  category: 'Category',
  code: 'Code',
  message: 'What is wrong',
  consequences: 'Consequences',
  correctionProcedure: 'What to do',
};

const INITIAL: RaiseAlarmValues = {
  vehicleId: null,
  level: 'WARNING',
  category: 'OTHER',
  code: 'MANUAL',
  message: '',
  consequences: '',
  correctionProcedure: '',
};

/** The wire body of the form: the vehicle is left out when none is chosen (a customer's alarm). */
const toBody = (values: RaiseAlarmValues) => ({
  ...(values.vehicleId === null ? {} : { Vehicle_ID: values.vehicleId }),
  level: values.level,
  category: values.category,
  code: values.code,
  message: values.message,
  consequences: values.consequences,
  correctionProcedure: values.correctionProcedure,
});

/** The body's field names as the form's (the server names `body.Vehicle_ID`). */
const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'Vehicle_ID' ? 'vehicleId' : String(path[0] ?? '');

export interface RaiseAlarmDialogProps {
  opened: boolean;
  vehicles: readonly Vehicle[];
  onClose: () => void;
  /** The alarm was stored: its id, to open its detail. */
  onRaised: (id: string) => void;
}

/** A person raises an alarm by hand: seen on Process Alerts as any other (source MANUAL). */
export function RaiseAlarmDialog({ opened, vehicles, onClose, onRaised }: RaiseAlarmDialogProps) {
  const raise = useRaiseAlarm();
  const toast = useToast();
  const showSaveError = useSaveError();
  const form = useForm<RaiseAlarmValues>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: schemaValidator<RaiseAlarmValues>(createAlarmBody, toBody, {
      labels: LABELS,
      fieldOf,
    }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const body: CreateAlarmBody = parseWith(createAlarmBody, toBody(values));
    raise.mutate(body, {
      onSuccess: (alarm) => {
        toast.info(`Alarm raised: ${alarm.message}`);
        form.reset();
        onRaised(alarm.id);
      },
      onError: (error) =>
        showSaveError(error, form, {
          fields: FIELDS,
          codeFields: {},
        }),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Raise an alarm" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={LABELS.vehicleId}
              description="None: an alarm of the whole service"
              placeholder="No vehicle"
              data={vehicles.map((vehicle) => ({ value: vehicle.Vehicle_ID, label: vehicle.name }))}
              searchable
              clearable
              nothingFoundMessage="No vehicle of that name"
              {...form.getInputProps('vehicleId')}
            />
            <Select
              label={LABELS.level}
              data={ALERT_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('level')}
            />
            <TextInput label={LABELS.category} maxLength={64} {...form.getInputProps('category')} />
            <TextInput label={LABELS.code} maxLength={64} {...form.getInputProps('code')} />
          </SimpleGrid>
          <TextInput
            label={LABELS.message}
            placeholder="e.g. Passenger reports a smell of burning at the rear"
            maxLength={256}
            withAsterisk
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Textarea
            label={LABELS.consequences}
            rows={2}
            maxLength={512}
            {...form.getInputProps('consequences')}
          />
          <Textarea
            label={LABELS.correctionProcedure}
            rows={2}
            maxLength={512}
            {...form.getInputProps('correctionProcedure')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={raise.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={raise.isPending}>
              Raise alarm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
