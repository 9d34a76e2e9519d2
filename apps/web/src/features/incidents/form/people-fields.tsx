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
import { newPerson } from './incident-form-values.ts';
import type { IncidentForm } from './incident-form-type.ts';

/** The people involved: one row each (name, role, injured, notes), added and removed freely. */
export function PeopleFields({ form }: { form: IncidentForm }) {
  const people = form.values.people_involved;
  return (
    <Fieldset legend="People involved">
      <Stack gap="sm">
        {people.length === 0 && (
          <Text size="sm" c="dimmed">
            Nobody recorded.
          </Text>
        )}
        {people.map((person, index) => {
          const path = `people_involved.${index}`;
          const who = person.name.trim() === '' ? `person ${index + 1}` : person.name;
          return (
            <Group key={person.key} align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label="Name"
                required
                style={{ flex: '1 1 10rem' }}
                {...form.getInputProps(`${path}.name`)}
              />
              <TextInput
                label="Role"
                description="Passenger, pedestrian, witness…"
                required
                style={{ flex: '1 1 10rem' }}
                {...form.getInputProps(`${path}.role`)}
              />
              <TextInput
                label="Notes"
                style={{ flex: '2 1 12rem' }}
                {...form.getInputProps(`${path}.notes`)}
              />
              <Checkbox
                label="Injured"
                mb={8}
                {...form.getInputProps(`${path}.injured`, { type: 'checkbox' })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={`Remove ${who}`}
                onClick={() => form.removeListItem('people_involved', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {typeof form.errors['people_involved'] === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors['people_involved']}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('people_involved', newPerson())}
          >
            Add a person
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
