import { Button, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Announcement } from '@shuttle-ops/domain';
import { useAnnouncementMutations } from '../../../lib/api/announcements-api.ts';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import {
  ANNOUNCEMENT_FIELDS,
  ANNOUNCEMENT_LABELS,
  ANNOUNCEMENT_TEXT_MAX,
  AUDIENCE_LABELS,
  announcementFields,
  announcementFormValues,
  validateAnnouncement,
} from '../model/announcement-form-values.ts';
import type { AnnouncementFormValues } from '../model/announcement-form-values.ts';

export interface AnnouncementFormProps {
  /** null to write a new one. */
  announcement: Announcement | null;
  onSaved: (saved: Announcement) => void;
  onCancel: () => void;
}

const AUDIENCES = Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label }));

export function AnnouncementForm({ announcement, onSaved, onCancel }: AnnouncementFormProps) {
  const { save } = useAnnouncementMutations();
  const showSaveError = useSaveError();
  const form = useForm<AnnouncementFormValues>({
    mode: 'controlled',
    initialValues: announcementFormValues(announcement),
    validate: validateAnnouncement,
  });
  const length = form.values.text.trim().length;

  const submit = (values: AnnouncementFormValues) => {
    save.mutate(
      { id: announcement?.id, fields: announcementFields(values) },
      {
        onSuccess: onSaved,
        onError: (error) => showSaveError(error, form, { fields: ANNOUNCEMENT_FIELDS }),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Announcement">
      <Stack>
        <Textarea
          label={ANNOUNCEMENT_LABELS.text}
          description={`What operators or passengers should know; at most ${ANNOUNCEMENT_TEXT_MAX} characters (${length} used).`}
          required
          rows={4}
          data-autofocus
          {...form.getInputProps('text')}
        />
        <Radio.Group
          label={ANNOUNCEMENT_LABELS.audience}
          description="Operators see it on their screen, the public on the shuttle tracking page."
          required
          {...form.getInputProps('audience')}
        >
          <Group mt="xs">
            {AUDIENCES.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={ANNOUNCEMENT_LABELS.start_dt}
            description={
              announcement === null ? 'Europe/London time; blank for now' : 'Europe/London time'
            }
            {...form.getInputProps('start_dt')}
          />
          <TextInput
            type="datetime-local"
            label={ANNOUNCEMENT_LABELS.end_dt}
            description="Europe/London time; blank to keep it up"
            {...form.getInputProps('end_dt')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {announcement === null ? 'Publish announcement' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
