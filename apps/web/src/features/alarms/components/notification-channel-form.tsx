import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALERT_LEVELS, NOTIFICATION_ALARM_SOURCES, WEBHOOK_SECRET_MIN } from '@shuttle-ops/domain';
import type { NotificationChannel, NotificationChannelKind } from '@shuttle-ops/domain';
import { useState } from 'react';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { useNotificationChannelMutations } from '../api/notification-channels.ts';
import { LEVEL_LABELS } from '../model/alarm-format.ts';
import {
  KIND_LABELS,
  NOTIFICATION_CHANNEL_FIELDS,
  NOTIFICATION_CHANNEL_LABELS,
  notificationChannelFields,
  notificationChannelFormValues,
  SOURCE_LABELS,
  validateChangedChannel,
  validateNewChannel,
} from '../model/notification-channel-form.ts';
import type { NotificationChannelFormValues } from '../model/notification-channel-form.ts';

const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));
const LEVEL_OPTIONS = ALERT_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }));
const SOURCE_OPTIONS = NOTIFICATION_ALARM_SOURCES.map((source) => ({
  value: source,
  label: SOURCE_LABELS[source],
}));

/** 32 random bytes in hex: a secret nobody has to invent. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface NotificationChannelFormProps {
  /** null to add a channel. */
  channel: NotificationChannel | null;
  onSaved: (saved: NotificationChannel) => void;
  onCancel: () => void;
}

export function NotificationChannelForm({
  channel,
  onSaved,
  onCancel,
}: NotificationChannelFormProps) {
  const { save } = useNotificationChannelMutations();
  const showSaveError = useSaveError();
  // Controlled: the kind decides which fields are shown.
  const form = useForm<NotificationChannelFormValues>({
    mode: 'controlled',
    initialValues: notificationChannelFormValues(channel),
    validate: channel === null ? validateNewChannel : validateChangedChannel,
  });
  const [secretShown, setSecretShown] = useState(false);
  const { kind } = form.values;
  const labels = NOTIFICATION_CHANNEL_LABELS;

  const submit = (values: NotificationChannelFormValues) =>
    save.mutate(
      { id: channel?.id, fields: notificationChannelFields(values) },
      {
        onSuccess: onSaved,
        onError: (error) => showSaveError(error, form, { fields: NOTIFICATION_CHANNEL_FIELDS }),
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Notification channel">
      <Stack>
        <TextInput
          label={labels.name}
          description="Who it reaches, e.g. Control room or On-call pager"
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <div>
          <Text size="sm" fw={500} id="channel-kind-label" mb={4}>
            {labels.kind}
          </Text>
          <SegmentedControl
            aria-labelledby="channel-kind-label"
            data={KIND_OPTIONS}
            value={kind}
            onChange={(value) => form.setFieldValue('kind', value as NotificationChannelKind)}
          />
        </div>
        {kind === 'email' ? (
          <Textarea
            label={labels.emails}
            description="One message to all of them; separate them with commas or lines"
            autosize
            minRows={2}
            required
            {...form.getInputProps('emails')}
          />
        ) : (
          <>
            <TextInput
              label={labels.url}
              description="The alarm is POSTed there as JSON (http or https)"
              placeholder="https://example.com/alarms"
              required
              {...form.getInputProps('url')}
            />
            <PasswordInput
              label={labels.secret}
              description={
                channel?.secret_hint
                  ? `Saved: ${channel.secret_hint}. Leave empty to keep it.`
                  : `Signs every delivery; at least ${WEBHOOK_SECRET_MIN} characters. It is not shown again once saved.`
              }
              required={channel?.secret_hint == null}
              visible={secretShown}
              onVisibilityChange={setSecretShown}
              autoComplete="new-password"
              {...form.getInputProps('secret')}
            />
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  form.setFieldValue('secret', randomSecret());
                  setSecretShown(true);
                }}
              >
                Generate a secret
              </Button>
            </Group>
          </>
        )}
        <MultiSelect
          label={labels.sources}
          description="Leave empty for every alarm"
          placeholder="Every alarm"
          data={SOURCE_OPTIONS}
          clearable
          {...form.getInputProps('sources')}
        />
        <Select
          label={labels.min_level}
          description="Alarms of this level and above"
          data={LEVEL_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('min_level')}
        />
        <Switch label={labels.enabled} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {channel === null ? 'Add channel' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
