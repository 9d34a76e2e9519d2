import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths, type TelemetryTemplate, type TemplateComponent } from '@shuttle-ops/domain';
import { IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { APP_TITLE } from '../../../config/env.ts';
import { useVehicleOptions } from '../../../lib/api/vehicle-options.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import type { PastRange } from '../api/get-telemetry-report.ts';
import { useTemplate, useTemplateMutations } from '../api/templates-api.ts';
import { useDashboardData } from '../live/use-dashboard-data.ts';
import { newComponentId, nextPosition } from '../model/layout.ts';
import { AddComponentDialog } from './add-component-dialog.tsx';
import { DashboardGrid } from './dashboard-grid.tsx';

const PAST = [
  { value: '1', label: 'Last hour' },
  { value: '6', label: 'Last 6 hours' },
  { value: '24', label: 'Last 24 hours' },
  { value: '168', label: 'Last 7 days' },
];

/** The past range of the last `hours` hours, to the minute (so a re-render reads the same). */
function pastRange(hours: number, now: number): PastRange {
  const to = Math.floor(now / 60_000) * 60_000;
  return { from: new Date(to - hours * 3_600_000).toISOString(), to: new Date(to).toISOString() };
}

/** One template as a dashboard: live or over a past range, its layout edited and saved (PUT). */
export function DashboardView({ id }: { id: string }) {
  const template = useTemplate(id);
  if (template.isPending) {
    return (
      <Center h={240} role="status">
        <Loader aria-label="Loading the dashboard" />
      </Center>
    );
  }
  if (template.isError) {
    return (
      <EmptyState withIndicatorBackground data-testid="empty-state">
        <EmptyState.Title order={2}>Dashboard not found</EmptyState.Title>
        <EmptyState.Description>
          {errorMessage(template.error)}{' '}
          <Anchor component={Link} to={paths.adminTelemetryService}>
            Back to the dashboards
          </Anchor>
        </EmptyState.Description>
      </EmptyState>
    );
  }
  return <DashboardEditor key={template.data.update_dt} saved={template.data} />;
}

function DashboardEditor({ saved }: { saved: TelemetryTemplate }) {
  useDocumentTitle(`${saved.template_name} · Dashboards · ${APP_TITLE}`);
  const toast = useToast();
  const { update } = useTemplateMutations();
  const vehicles = useVehicleOptions(undefined);
  const [components, setComponents] = useState<TemplateComponent[]>(saved.template_data.components);
  const [adding, setAdding] = useState(false);
  const [mode, setMode] = useState<'live' | 'past'>('live');
  const [hours, setHours] = useState('1');
  const [pastAt, setPastAt] = useState(() => Date.now());
  const range = useMemo(
    () => (mode === 'past' ? pastRange(Number(hours), pastAt) : null),
    [mode, hours, pastAt],
  );
  const { data, status, error } = useDashboardData(components, range, vehicles.data);
  const dirty = components !== saved.template_data.components;

  // The editor is made again from the saved template, so the toast follows the promise.
  const save = () =>
    update
      .mutateAsync({
        id: saved.id,
        body: {
          template_name: saved.template_name,
          template_desc: saved.template_desc,
          template_data: { components },
        },
      })
      .then(
        () => toast.info('Dashboard saved'),
        (failure: unknown) => toast.error(errorMessage(failure)),
      );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Anchor component={Link} to={paths.adminTelemetryService} size="sm">
            All dashboards
          </Anchor>
          <Title order={1}>{saved.template_name}</Title>
          {saved.template_desc && <Text c="dimmed">{saved.template_desc}</Text>}
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
          >
            Add component
          </Button>
          <Button onClick={() => void save()} loading={update.isPending} disabled={!dirty}>
            Save
          </Button>
        </Group>
      </Group>

      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="What the dashboard shows"
          value={mode}
          onChange={(value) => {
            setMode(value);
            setPastAt(Date.now());
          }}
          data={[
            { value: 'live', label: 'Live' },
            { value: 'past', label: 'Past range' },
          ]}
        />
        {mode === 'past' && (
          <Select
            aria-label="Past range"
            data={PAST}
            value={hours}
            onChange={(value) => {
              if (value) setHours(value);
              setPastAt(Date.now());
            }}
            allowDeselect={false}
            w={180}
          />
        )}
        <Badge
          variant="light"
          color={status === 'connected' ? 'green' : status === 'failed' ? 'red' : 'gray'}
          data-testid="dashboard-status"
          data-state={status}
        >
          {mode === 'live'
            ? { pending: 'Connecting…', connected: 'Live', failed: 'Live data unavailable' }[status]
            : { pending: 'Loading…', connected: 'Past range', failed: 'Not read' }[status]}
        </Badge>
        {dirty && (
          <Text size="sm" c="dimmed">
            Unsaved changes
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" title={mode === 'live' ? 'No live data' : 'The range was not read'}>
          {error}
        </Alert>
      )}

      {components.length === 0 ? (
        <EmptyState
          icon={<IconLayoutDashboard size={32} aria-hidden />}
          withIndicatorBackground
          data-testid="empty-state"
        >
          <EmptyState.Title order={2}>No components yet</EmptyState.Title>
          <EmptyState.Description>
            Add a chart, a gauge, a map or a table, then drag it where it belongs.
          </EmptyState.Description>
        </EmptyState>
      ) : (
        <DashboardGrid components={components} data={data} onChange={setComponents} />
      )}

      <AddComponentDialog
        opened={adding}
        vehicles={vehicles.data ?? []}
        placeFor={(kind) => ({
          id: newComponentId(components, kind),
          layout: nextPosition(components, kind),
        })}
        onAdd={(component) => {
          setComponents([...components, component]);
          setAdding(false);
        }}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
