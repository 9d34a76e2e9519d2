import { ActionIcon, Alert, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { Service } from '@shuttle-ops/domain';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import type { OccupancyChange } from '../api/change-service.ts';
import { fullLabel } from '../model/capacity.ts';

export interface PassengerCounterProps {
  service: Service;
  onChange: (change: OccupancyChange) => void;
  busy: boolean;
  error: unknown;
}

/**
 * A large +/− passenger counter and the wheelchair toggle; "+" rests at capacity (so no tap is
 * refused), and other refusals show the server's words.
 */
export function PassengerCounter({ service, onChange, busy, error }: PassengerCounterProps) {
  const wheelchairOn = service.wheelchair_occupancy > 0;
  const full = service.occupancy >= service.maxOccupancy;
  const noWheelchairSpace =
    !wheelchairOn && service.wheelchair_occupancy >= service.max_wheelchair_occupancy;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="passengers-title">
      <Title order={2} size="h4" id="passengers-title" mb="sm">
        Passengers
      </Title>
      <Group justify="center" gap="xl" wrap="nowrap">
        <ActionIcon
          size={72}
          radius="xl"
          variant="light"
          aria-label="One passenger off"
          onClick={() => onChange({ alightings: 1 })}
          disabled={busy || service.occupancy === 0}
        >
          <IconMinus size={40} />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text fz={56} fw={800} lh={1} data-testid="passenger-count" aria-live="polite">
            {service.occupancy}
          </Text>
          {full ? (
            <Text fw={700} c="red.9" style={{ whiteSpace: 'nowrap' }} data-testid="capacity-full">
              {fullLabel(service.maxOccupancy)}
            </Text>
          ) : (
            <Text c="dimmed">of {service.maxOccupancy}</Text>
          )}
        </Stack>
        <ActionIcon
          size={72}
          radius="xl"
          aria-label="One passenger on"
          onClick={() => onChange({ boardings: 1 })}
          disabled={busy || full}
        >
          <IconPlus size={40} />
        </ActionIcon>
      </Group>
      <Switch
        mt="lg"
        size="lg"
        label={`Wheelchair user on board (${service.wheelchair_occupancy} of ${service.max_wheelchair_occupancy} spaces)`}
        checked={wheelchairOn}
        disabled={busy || noWheelchairSpace || (!wheelchairOn && full)}
        onChange={(event) =>
          onChange(
            event.currentTarget.checked
              ? { wheelchair_boardings: 1 }
              : { wheelchair_alightings: 1 },
          )
        }
      />
      {error ? (
        <Alert color="red" mt="md" title="Not recorded" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
    </Paper>
  );
}
