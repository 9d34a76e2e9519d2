import {
  Alert,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AlarmAction, AlarmActionBody, AlarmDetail as Detail } from '@shuttle-ops/domain';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { ReplayButton } from '../../../components/playback/replay-button.tsx';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { MapBoundary } from '../../../map/index.ts';
import { useAlarmDetail } from '../api/get-alarms.ts';
import { useTelemetryAround } from '../api/get-telemetry-around.ts';
import { formatAgo, vehicleLabel } from '../model/alarm-format.ts';
import { AlarmActions } from './alarm-actions.tsx';
import { AlarmMarks, LevelBadge, StateBadge } from './alarm-badges.tsx';
import { AlarmHistory } from './alarm-history.tsx';
import { AlarmTelemetryChart } from './alarm-telemetry-chart.tsx';

// MapLibre (about 300 kB gzip) loads with the map, not with the screen.
const AlarmMap = lazy(async () => ({ default: (await import('./alarm-map.tsx')).AlarmMap }));

const MAP_HEIGHT = 220;

export interface AlarmDetailProps {
  alarmId: string | null;
  now: number;
  busy: AlarmAction | null;
  onAction: (alarm: Detail, body: AlarmActionBody) => Promise<boolean>;
  onClose: () => void;
  /** The session may erase alarms (`deleteAlarms`: admins). */
  canDelete?: boolean;
  /** The alarm was deleted: close the detail. */
  onDeleted?: (id: string) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children === '' || children === null ? '–' : children}
      </Text>
    </div>
  );
}

function Telemetry({ alarm }: { alarm: Detail }) {
  const telemetry = useTelemetryAround(alarm.Vehicle_ID, alarm.last_seen);
  if (telemetry.isPending) return <Loader size="sm" aria-label="Loading the telemetry" />;
  if (telemetry.error) {
    return (
      <Text size="sm" c="red">
        The telemetry could not be read: {errorMessage(telemetry.error)}
      </Text>
    );
  }
  return <AlarmTelemetryChart rows={telemetry.data} at={alarm.last_seen} />;
}

function DetailBody({
  alarm,
  now,
  busy,
  onAction,
  canDelete,
  onDeleted,
}: { alarm: Detail } & Pick<
  AlarmDetailProps,
  'now' | 'busy' | 'onAction' | 'canDelete' | 'onDeleted'
>) {
  const vehicle = vehicleLabel(alarm);
  return (
    <Stack
      gap="md"
      data-testid="alarm-detail"
      data-state={alarm.state}
      data-version={alarm.version}
    >
      <Group gap="xs">
        <LevelBadge level={alarm.level} word={alarm.level_word} />
        <StateBadge state={alarm.state} />
        <AlarmMarks alarm={alarm} now={now} />
        {alarm.count > 1 && (
          <Text size="sm" fw={600}>
            ×{alarm.count}
          </Text>
        )}
      </Group>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{alarm.message}</Text>
        {alarm.Vehicle_ID !== null && (
          <ReplayButton
            replay={{ vehicles: [alarm.Vehicle_ID], at: alarm.first_seen }}
            aria-label={`Replay ${vehicle} when the alarm was raised`}
          />
        )}
      </Group>
      <AlarmActions
        alarm={alarm}
        now={now}
        busy={busy}
        onAction={(body) => onAction(alarm, body)}
        canDelete={canDelete ?? false}
        onDeleted={() => onDeleted?.(alarm.id)}
      />
      <Divider />
      <Title order={3} size="h5">
        Conditions
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label="Vehicle">{vehicle}</Fact>
        <Fact label="Level (as given)">{alarm.level_word}</Fact>
        <Fact label="Category">{alarm.category}</Fact>
        <Fact label="Code">{alarm.code}</Fact>
        <Fact label="First seen">
          {formatDateTime(alarm.first_seen, { seconds: true })} ({formatAgo(alarm.first_seen, now)})
        </Fact>
        <Fact label="Last seen">
          {formatDateTime(alarm.last_seen, { seconds: true })} ({formatAgo(alarm.last_seen, now)})
        </Fact>
        <Fact label="Assignee">{alarm.assignee?.name ?? ''}</Fact>
        <Fact label="Condition">{alarm.condition_active ? 'Still present' : 'Cleared'}</Fact>
      </SimpleGrid>
      <Fact label="Consequences">{alarm.consequences}</Fact>
      <Fact label="Correction procedure">{alarm.correctionProcedure}</Fact>
      {alarm.shelved_until !== null && Date.parse(alarm.shelved_until) > now && (
        <Alert color="gray" title={`Shelved until ${formatDateTime(alarm.shelved_until)}`}>
          {alarm.shelved_by?.name ?? 'Someone'}: {alarm.shelve_reason ?? ''}
        </Alert>
      )}
      {alarm.location !== null && (
        <section aria-labelledby="alarm-map-heading">
          <Title order={3} size="h5" id="alarm-map-heading" mb="xs">
            Where
          </Title>
          <MapBoundary
            height={MAP_HEIGHT}
            fallbackHint={`At ${alarm.location.lat}, ${alarm.location.lon}.`}
          >
            <AlarmMap
              lat={alarm.location.lat}
              lon={alarm.location.lon}
              label={`Where ${vehicle} raised the alarm`}
              height={MAP_HEIGHT}
            />
          </MapBoundary>
        </section>
      )}
      {alarm.Vehicle_ID !== null && (
        <section aria-labelledby="alarm-telemetry-heading">
          <Title order={3} size="h5" id="alarm-telemetry-heading" mb="xs">
            Telemetry before the alarm
          </Title>
          <Telemetry alarm={alarm} />
        </section>
      )}
      <Divider />
      <Title order={3} size="h5">
        History
      </Title>
      <AlarmHistory history={alarm.history} />
    </Stack>
  );
}

/** The alarm's detail in a drawer, at /realtimealerts/{id} so it can be linked. */
export function AlarmDetail({
  alarmId,
  now,
  busy,
  onAction,
  onClose,
  canDelete,
  onDeleted,
}: AlarmDetailProps) {
  const detail = useAlarmDetail(alarmId);
  const title = detail.data ? `${detail.data.code} · ${vehicleLabel(detail.data)}` : 'Alarm';
  let body: ReactNode;
  if (detail.isPending) {
    body = (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">Loading the alarm…</Text>
      </Center>
    );
  } else if (detail.error) {
    body = (
      <Alert color="red" title="The alarm could not be shown" role="alert">
        {errorMessage(detail.error)}
      </Alert>
    );
  } else {
    body = (
      <DetailBody
        alarm={detail.data}
        now={now}
        busy={busy}
        onAction={onAction}
        canDelete={canDelete}
        onDeleted={onDeleted}
      />
    );
  }
  return (
    <Drawer
      opened={alarmId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': 'Close the alarm' }}
    >
      {body}
    </Drawer>
  );
}
