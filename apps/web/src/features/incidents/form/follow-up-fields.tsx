import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newFollowUp } from './incident-form-values.ts';
import type { IncidentForm } from './incident-form-type.ts';

/** What is still to be done: one row each, with a due day and whether it is done. */
export function FollowUpFields({ form }: { form: IncidentForm }) {
  const followUps = form.values.follow_ups;
  return (
    <Fieldset legend="Follow-ups">
      <Stack gap="sm">
        {followUps.length === 0 && (
          <Text size="sm" c="dimmed">
            No follow-ups.
          </Text>
        )}
        {followUps.map((item, index) => {
          const path = `follow_ups.${index}`;
          return (
            <Group key={item.key} align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={`Follow-up ${index + 1}`}
                required
                style={{ flex: '3 1 14rem' }}
                {...form.getInputProps(`${path}.text`)}
              />
              <TextInput type="date" label="Due" w={170} {...form.getInputProps(`${path}.due`)} />
              <Checkbox
                label="Done"
                mb={8}
                {...form.getInputProps(`${path}.done`, { type: 'checkbox' })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={`Remove follow-up ${index + 1}`}
                onClick={() => form.removeListItem('follow_ups', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('follow_ups', newFollowUp())}
          >
            Add a follow-up
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
