import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { dataFreshness, LIVE_STATE_THRESHOLDS, type VehicleLiveState } from '@shuttle-ops/domain';
import { ageLabel } from '../model/live-state.ts';
import classes from '../remote-control.module.css';
import { positionText } from '../../../lib/live/index.ts';

export interface LiveStatePanelProps {
  state: VehicleLiveState;
  now: number;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} size="lg" className={classes.figureValue} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

const orDash = (value: string | null) => value ?? '—';

/** What the shuttle reports: speed, doors, modes, battery and how old that news is. */
export function LiveStatePanel({ state, now }: LiveStatePanelProps) {
  const fresh = dataFreshness(state.received_at, now).interlockFresh;
  return (
    <section aria-labelledby="live-state-heading" data-position={positionText(state)}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" id="live-state-heading">
          Live state
        </Title>
        <Badge
          color={fresh ? '#267a37' : '#8a5a00'}
          variant="filled"
          className={classes.noShrink}
          data-testid="telemetry-age"
        >
          Telemetry {ageLabel(state.received_at, now)}
        </Badge>
      </Group>
      <Stack gap="sm" aria-live="polite">
        <div className={classes.figures}>
          <Figure
            label="Speed"
            value={state.speed === null ? '—' : `${state.speed.toFixed(1)} km/h`}
            testId="live-speed"
          />
          <Figure label="Doors" value={orDash(state.doors)} testId="live-doors" />
          <Figure
            label="Battery"
            value={state.battery === null ? '—' : `${Math.round(state.battery)} %`}
            testId="live-battery"
          />
          <Figure
            label="Vehicle mode"
            value={orDash(state.modes.VEHICLE_MODE)}
            testId="live-vehicle-mode"
          />
          <Figure
            label="Robot mode"
            value={orDash(state.modes.ROBOT_MODE)}
            testId="live-robot-mode"
          />
          <Figure
            label="Supervision"
            value={orDash(state.modes.SUPERVISION_MODE)}
            testId="live-supervision-mode"
          />
        </div>
        {!fresh && (
          <Text size="sm" c="#8a5a00">
            The telemetry is older than {LIVE_STATE_THRESHOLDS.interlockFreshS} s: only STOP is sent
            until the vehicle reports again.
          </Text>
        )}
      </Stack>
    </section>
  );
}
