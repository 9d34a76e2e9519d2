import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALARM_RULE_INFO,
  ALARM_RULES,
  ALERT_LEVELS,
  DEFAULT_ALARM_SETTINGS,
} from '@shuttle-ops/domain';
import type { AlarmRule, AlarmSettings } from '@shuttle-ops/domain';
import { IconLock } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { useAlarmSettings, useSaveAlarmSettings } from '../api/alarm-settings.ts';
import { LEVEL_LABELS } from '../model/alarm-format.ts';
import {
  ALARM_SETTINGS_FIELDS,
  alarmSettingsFormValues,
  alarmSettingsOf,
  RULE_THRESHOLDS,
  RULE_TITLES,
  validateAlarmSettings,
} from '../model/alarm-settings-form.ts';
import type { AlarmSettingsFormValues } from '../model/alarm-settings-form.ts';

const LEVEL_OPTIONS = ALERT_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }));

const formatRange = (min: number, max: number, unit: string) => `${min}–${max} ${unit}`;

/** The rules tab: the customer's rule settings, read (service managers) or changed (admins). */
export function AlarmRulesPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useAlarmSettings();
  if (settings.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">Loading the rules…</Text>
      </Center>
    );
  }
  if (settings.error) {
    return (
      <Alert color="red" title="The rules could not be read" role="alert">
        {errorMessage(settings.error)}
      </Alert>
    );
  }
  return <RulesForm settings={settings.data} canEdit={canEdit} />;
}

function RulesForm({ settings, canEdit }: { settings: AlarmSettings; canEdit: boolean }) {
  const save = useSaveAlarmSettings();
  const toasts = useToast();
  const showSaveError = useSaveError();
  const form = useForm<AlarmSettingsFormValues>({
    mode: 'uncontrolled',
    initialValues: alarmSettingsFormValues(settings),
    validate: validateAlarmSettings,
  });
  const disabled = !canEdit || save.isPending;

  const submit = (values: AlarmSettingsFormValues) => {
    if (!canEdit) return;
    save.mutate(alarmSettingsOf(values), {
      onSuccess: (saved) => {
        form.setInitialValues(alarmSettingsFormValues(saved));
        form.setValues(alarmSettingsFormValues(saved));
        toasts.info('The alarm rules were saved.');
      },
      onError: (error) => showSaveError(error, form, { fields: ALARM_SETTINGS_FIELDS }),
    });
  };

  const rule = (name: AlarmRule) => {
    const info = ALARM_RULE_INFO[name];
    return (
      <Card withBorder padding="md" key={name} data-testid="alarm-rule" data-rule={name}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={3} size="h5" id={`rule-${name}`}>
                {RULE_TITLES[name]}
              </Title>
              <Text size="sm">{info.message}</Text>
              <Text size="xs" c="dimmed">
                {info.code} · {info.category}
              </Text>
            </div>
            <Switch
              label="On"
              aria-label={`${RULE_TITLES[name]}: on`}
              disabled={disabled}
              key={form.key(`enabled.${name}`)}
              {...form.getInputProps(`enabled.${name}`, { type: 'checkbox' })}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {info.consequences} {info.correctionProcedure}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Level"
              aria-label={`${RULE_TITLES[name]}: level`}
              data={LEVEL_OPTIONS}
              allowDeselect={false}
              disabled={disabled}
              key={form.key(`levels.${name}`)}
              {...form.getInputProps(`levels.${name}`)}
            />
            {RULE_THRESHOLDS[name].map((threshold) => (
              <NumberInput
                key={form.key(threshold.field)}
                label={`${threshold.label} (${threshold.unit})`}
                description={`Allowed: ${formatRange(threshold.min, threshold.max, threshold.unit)}`}
                min={threshold.min}
                max={threshold.max}
                allowDecimal={!threshold.integer}
                allowNegative={false}
                clampBehavior="none"
                suffix={` ${threshold.unit}`}
                required
                disabled={disabled}
                {...form.getInputProps(threshold.field)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Alarm rules">
      <Stack gap="md" data-testid="alarm-rules">
        <Text size="sm" c="dimmed">
          Besides the alerts the vehicles send, the server raises these alarms itself, with the
          thresholds and levels below for all of your vehicles.
        </Text>
        {!canEdit && (
          <Alert color="gray" icon={<IconLock size={16} aria-hidden />}>
            Only administrators can change the rules.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {ALARM_RULES.map(rule)}
        </SimpleGrid>
        {canEdit && (
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={save.isPending}
              onClick={() => form.setValues(alarmSettingsFormValues(DEFAULT_ALARM_SETTINGS))}
            >
              Restore defaults
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save rules
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
