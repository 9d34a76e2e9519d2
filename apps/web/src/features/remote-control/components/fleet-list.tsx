import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { dataFreshness } from '@shuttle-ops/domain';
import { IconHandStop } from '@tabler/icons-react';
import { STATE_COLORS, STATE_LABELS } from '../model/command-outcomes.ts';
import { fleetSummary, type FleetRow } from '../model/fleet-rows.ts';
import { ageLabel } from '../model/live-state.ts';
import classes from '../remote-control.module.css';

export interface FleetListProps {
  rows: readonly FleetRow[];
  controlledId: string | null;
  now: number;
  loading: boolean;
  onControl: (vehicleId: string) => void;
  onStop: (vehicleId: string) => void;
}

/** Every shuttle the user may control, each with a one-click STOP (never behind a confirmation). */
export function FleetList({ rows, controlledId, now, loading, onControl, onStop }: FleetListProps) {
  return (
    <section aria-labelledby="fleet-heading">
      <Title order={2} size="h4" id="fleet-heading" mb="xs">
        Fleet
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {loading ? 'Loading the shuttles…' : 'No shuttle has reported yet.'}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map(({ state, lastStop }) => {
            const controlled = state.Vehicle_ID === controlledId;
            const fresh = dataFreshness(state.received_at, now).interlockFresh;
            return (
              <Paper
                key={state.Vehicle_ID}
                component="li"
                withBorder
                p="xs"
                className={controlled ? classes.fleetRowControlled : undefined}
                data-testid="fleet-row"
                data-vehicle-id={state.Vehicle_ID}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div className={classes.fleetName}>
                    <Text fw={700}>{state.name}</Text>
                    <Text size="sm" data-testid="fleet-summary">
                      {fleetSummary(state)}
                    </Text>
                    <Group gap={6} mt={2}>
                      <Badge
                        size="sm"
                        variant="filled"
                        color={fresh ? '#267a37' : '#8a5a00'}
                        className={classes.noShrink}
                      >
                        {ageLabel(state.received_at, now)}
                      </Badge>
                      {lastStop !== null && (
                        <Badge
                          size="sm"
                          variant="filled"
                          color={STATE_COLORS[lastStop.state]}
                          className={classes.noShrink}
                          data-testid="fleet-stop-state"
                        >
                          STOP {STATE_LABELS[lastStop.state].toLowerCase()}
                        </Badge>
                      )}
                    </Group>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      variant={controlled ? 'filled' : 'default'}
                      aria-pressed={controlled}
                      onClick={() => onControl(state.Vehicle_ID)}
                      aria-label={`Control ${state.name}`}
                    >
                      Control
                    </Button>
                    <Button
                      color="#c92a2a"
                      leftSection={<IconHandStop size={18} aria-hidden />}
                      onClick={() => onStop(state.Vehicle_ID)}
                      aria-label={`STOP ${state.name}`}
                      className={classes.fleetStop}
                    >
                      STOP
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
