import { Badge, Button, Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can, isUnacknowledgedAlarmState, paths } from '@shuttle-ops/domain';
import type {
  Alarm,
  AlarmAction,
  AlarmActionBody,
  AlarmState,
  KnownAlertLevel,
} from '@shuttle-ops/domain';
import { IconAlertTriangle, IconBellCheck, IconKeyboard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TablePager } from '../../components/table/table-pager.tsx';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { DEFAULT_ADMIN_PAGE_SIZE } from '../../lib/hooks/use-list-state.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { useAlarmAction, useBulkAcknowledge } from './api/alarm-actions.ts';
import { useAlarms, useAlarmVehicles } from './api/get-alarms.ts';
import { useFloodState } from './api/get-measures.ts';
import { AlarmCounts } from './components/alarm-counts.tsx';
import { alarmKeys } from './api/alarm-keys.ts';
import { AlarmDetail } from './components/alarm-detail.tsx';
import { AlarmFilters } from './components/alarm-filters.tsx';
import { AlarmRulesPanel } from './components/alarm-rules-panel.tsx';
import { NotificationChannelsPanel } from './components/notification-channels-panel.tsx';
import { AlarmTable } from './components/alarm-table.tsx';
import { AlertSettings } from './components/alert-settings.tsx';
import { FloodBanner } from './components/flood-banner.tsx';
import { LiveBadge } from './components/live-badge.tsx';
import { MeasuresPanel } from './components/measures-panel.tsx';
import { RaiseAlarmDialog } from './components/raise-alarm-dialog.tsx';
import { ShortcutsHelp } from './components/shortcuts-help.tsx';
import { useAlarmAnnouncer } from './live/use-alarm-announcer.ts';
import { useAlarmShortcuts } from './live/use-alarm-shortcuts.ts';
import { useLiveAlarms } from './live/use-live-alarms.ts';
import { isListTab } from './model/alarm-filter.ts';
import type { AlarmListTab, AlarmTab } from './model/alarm-filter.ts';
import { useAlarmFilter } from './use-alarm-filter.ts';

const TITLE = 'Process Alerts';
const BASE = paths.realtimeAlerts;

const EMPTY: Record<AlarmListTab, { title: string; description: string }> = {
  live: {
    title: 'No alarms',
    description: 'Nothing matches these filters. New alarms appear here as vehicles raise them.',
  },
  stale: { title: 'No stale alarms', description: 'No alarm has been open for more than a day.' },
  shelved: { title: 'Nothing shelved', description: 'No alarm is shelved right now.' },
};

/**
 * Spec §2 /realtimealerts: the control room's alarm list, live (onProcessAlerts), with counts,
 * filters, bulk acknowledge, keyboard shortcuts, sound and notifications; the alarm's detail at
 * /realtimealerts/{id}; the measures and the alert report.
 */
export function ProcessAlertsPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const navigate = useNavigate();
  const now = useNow(5_000);
  const { session } = useSession();
  const queryClient = useQueryClient();
  const detailId = (useParams()['*'] ?? '').split('/')[0] || null;
  const { filter, search, text, setText, change } = useAlarmFilter();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_ADMIN_PAGE_SIZE);
  const [filterKey, setFilterKey] = useState(search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const [raising, setRaising] = useState(false);
  // A deleted alarm's cached detail is dropped once its drawer has closed (not before, or the
  // still-open drawer would ask the server for it again).
  const erased = useRef<string | null>(null);
  useEffect(() => {
    const id = erased.current;
    if (id === null || id === detailId) return;
    erased.current = null;
    queryClient.removeQueries({ queryKey: alarmKeys.detail(id) });
  }, [detailId, queryClient]);
  if (filterKey !== search) {
    // Another filter: back to the first page, nothing selected.
    setFilterKey(search);
    setPage(1);
    setSelected(new Set());
  }

  const alarms = useAlarms(filter, page, pageSize);
  const vehicles = useAlarmVehicles();
  const flood = useFloodState();
  const announcer = useAlarmAnnouncer(session?.sub ?? 'anonymous');
  const live = useLiveAlarms(announcer.onChange);
  const action = useAlarmAction();
  const bulk = useBulkAcknowledge();

  const items = alarms.data?.Items ?? [];
  const counts = alarms.data?.counts;
  const cursor = items.find((alarm) => alarm.id === cursorId) ?? items[0] ?? null;
  const query = search === '' ? '' : `?${search}`;
  const detailHref = (id: string) => `${BASE}/${encodeURIComponent(id)}${query}`;
  const vehicleHref = (id: string) => `${BASE}?vehicle_id=${encodeURIComponent(id)}`;
  const busy = (id: string): AlarmAction | null =>
    action.isPending && action.variables.id === id ? action.variables.body.action : null;

  const act = async (alarm: Pick<Alarm, 'id'>, body: AlarmActionBody): Promise<boolean> => {
    try {
      await action.mutateAsync({ id: alarm.id, body });
      return true;
    } catch {
      return false;
    }
  };
  const acknowledge = (alarm: Alarm) => {
    if (isUnacknowledgedAlarmState(alarm.state)) {
      void act(alarm, { action: 'acknowledge', version: alarm.version });
    }
  };
  const move = (step: number) => {
    if (items.length === 0) return;
    const index = cursor === null ? -1 : items.indexOf(cursor);
    const next = items[Math.min(items.length - 1, Math.max(0, index + step))];
    if (next === undefined) return;
    setCursorId(next.id);
    document.querySelector(`[data-alarm-id="${next.id}"]`)?.scrollIntoView({ block: 'nearest' });
    if (detailId !== null) void navigate(detailHref(next.id), { replace: true });
  };
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  useAlarmShortcuts(
    {
      next: () => move(1),
      previous: () => move(-1),
      open: () => cursor !== null && void navigate(detailHref(cursor.id)),
      acknowledge: () => {
        const target = items.find((alarm) => alarm.id === detailId) ?? cursor;
        if (target !== null) acknowledge(target);
      },
      toggleSelect: () => cursor !== null && select([cursor.id], !selected.has(cursor.id)),
      help: () => setHelp(true),
    },
    !help && isListTab(filter.tab),
  );

  const chosen = items.filter((alarm) => selected.has(alarm.id)).map((alarm) => alarm.id);
  const tabLabel = (label: string, count: number | undefined) => (
    <Group gap={6} wrap="nowrap">
      {label}
      {count !== undefined && count > 0 && (
        <Badge size="sm" variant="light" circle={count < 10}>
          {count}
        </Badge>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed" size="sm">
            Alarms of your vehicles as they happen: acknowledge, assign and resolve them.
          </Text>
        </div>
        <Group gap="sm">
          <LiveBadge state={live.state} />
          <AlertSettings announcer={announcer} />
          <Button
            variant="light"
            color="red"
            leftSection={<IconAlertTriangle size={16} aria-hidden />}
            onClick={() => setRaising(true)}
          >
            Raise an alarm
          </Button>
          <Button
            variant="default"
            leftSection={<IconKeyboard size={16} aria-hidden />}
            onClick={() => setHelp(true)}
          >
            Shortcuts
          </Button>
        </Group>
      </Group>
      <RaiseAlarmDialog
        opened={raising}
        vehicles={vehicles.data ?? []}
        onClose={() => setRaising(false)}
        onRaised={(id) => {
          setRaising(false);
          void navigate(detailHref(id));
        }}
      />
      <VisuallyHidden
        role="log"
        aria-live="assertive"
        data-testid="alarm-announcer"
        data-tones={announcer.tonesPlayed}
      >
        {announcer.announcements.map((announcement) => (
          <div key={announcement.key}>{announcement.text}</div>
        ))}
      </VisuallyHidden>
      <FloodBanner flood={flood.data} vehicleHref={vehicleHref} />
      <AlarmCounts
        counts={counts}
        onState={(state: AlarmState) => change({ tab: 'live', state })}
        onLevel={(level: KnownAlertLevel) => change({ level })}
      />
      <Tabs
        value={filter.tab}
        onChange={(tab) => change({ tab: (tab ?? 'live') as AlarmTab })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="live">Alarms</Tabs.Tab>
          <Tabs.Tab value="stale">{tabLabel('Stale', counts?.stale)}</Tabs.Tab>
          <Tabs.Tab value="shelved">{tabLabel('Shelved', counts?.shelved)}</Tabs.Tab>
          <Tabs.Tab value="measures">Measures</Tabs.Tab>
          <Tabs.Tab value="rules">Rules</Tabs.Tab>
          <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {filter.tab === 'measures' && (
        <MeasuresPanel
          vehicles={vehicles.data ?? []}
          canReport={session !== null && can(session, 'readReports')}
        />
      )}
      {filter.tab === 'rules' && (
        <AlarmRulesPanel canEdit={session !== null && can(session, 'manageFleet')} />
      )}
      {filter.tab === 'notifications' && (
        <NotificationChannelsPanel canEdit={session !== null && can(session, 'manageFleet')} />
      )}
      {isListTab(filter.tab) && (
        <>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <AlarmFilters
              filter={filter}
              text={text}
              onText={setText}
              onFilter={change}
              vehicles={vehicles.data ?? []}
              showState={filter.tab === 'live'}
            />
            <Button
              leftSection={<IconBellCheck size={16} aria-hidden />}
              disabled={chosen.length === 0}
              loading={bulk.isPending}
              onClick={() => bulk.mutate(chosen, { onSuccess: () => setSelected(new Set()) })}
            >
              Acknowledge selected ({chosen.length})
            </Button>
          </Group>
          <AlarmTable
            alarms={alarms.data?.Items}
            loading={alarms.isPending}
            fetching={alarms.isFetching}
            error={alarms.error}
            onRetry={() => void alarms.refetch()}
            now={now}
            cursorId={cursor?.id ?? null}
            onCursor={setCursorId}
            selected={selected}
            onSelect={select}
            detailHref={detailHref}
            onAcknowledge={acknowledge}
            acknowledging={
              action.isPending && action.variables.body.action === 'acknowledge'
                ? action.variables.id
                : null
            }
            empty={EMPTY[filter.tab]}
          />
          <TablePager
            page={page}
            pageSize={pageSize}
            count={alarms.data?.Count ?? 0}
            total={alarms.data?.total ?? 0}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
      <AlarmDetail
        alarmId={detailId}
        now={now}
        busy={detailId === null ? null : busy(detailId)}
        onAction={act}
        onClose={() => void navigate(`${BASE}${query}`)}
        canDelete={session !== null && can(session, 'deleteAlarms')}
        onDeleted={(id) => {
          erased.current = id;
          void navigate(`${BASE}${query}`);
        }}
      />
      <ShortcutsHelp opened={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}
