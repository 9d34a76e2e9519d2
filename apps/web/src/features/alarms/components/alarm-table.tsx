import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Checkbox,
  EmptyState,
  Loader,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { isUnacknowledgedAlarmState } from '@shuttle-ops/domain';
import type { Alarm } from '@shuttle-ops/domain';
import { IconAlertCircle, IconBellCheck, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { formatAgo, formatSeen, vehicleLabel } from '../model/alarm-format.ts';
import { AlarmMarks, LevelBadge, StateBadge } from './alarm-badges.tsx';
import classes from './alarms.module.css';

export interface AlarmTableProps {
  alarms: readonly Alarm[] | undefined;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  now: number;
  /** The keyboard cursor's alarm. */
  cursorId: string | null;
  onCursor: (id: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** The address of an alarm's detail. */
  detailHref: (id: string) => string;
  onAcknowledge: (alarm: Alarm) => void;
  acknowledging: string | null;
  empty: { title: string; description: string };
}

/** The live list: one row per alarm, most urgent first, with selection and one-click acknowledge. */
export function AlarmTable({
  alarms,
  loading,
  fetching,
  error,
  onRetry,
  now,
  cursorId,
  onCursor,
  selected,
  onSelect,
  detailHref,
  onAcknowledge,
  acknowledging,
  empty,
}: AlarmTableProps) {
  const failed = error !== null && error !== undefined;
  const alert = failed && (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title="The alarms could not be loaded"
      role="alert"
      mb="sm"
    >
      <Text size="sm" mb="sm">
        {errorMessage(error)}
      </Text>
      <Button variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
  if (failed && alarms === undefined) return alert;

  const rows = alarms ?? [];
  const allSelected = rows.length > 0 && rows.every((alarm) => selected.has(alarm.id));
  const someSelected = rows.some((alarm) => selected.has(alarm.id));
  const columns = 11;

  let body;
  if (loading || alarms === undefined) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns}>
          <Center py="xl" role="status">
            <Loader size="md" aria-hidden />
            <Text ml="sm">Loading the alarms…</Text>
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns}>
          <EmptyState
            icon={<IconChecks size={28} aria-hidden />}
            withIndicatorBackground
            py="lg"
            data-testid="empty-state"
          >
            <EmptyState.Title order={2}>{empty.title}</EmptyState.Title>
            <EmptyState.Description>{empty.description}</EmptyState.Description>
          </EmptyState>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((alarm) => {
      const vehicle = vehicleLabel(alarm);
      const cursor = alarm.id === cursorId;
      return (
        <Table.Tr
          key={alarm.id}
          data-testid="alarm-row"
          data-alarm-id={alarm.id}
          data-state={alarm.state}
          data-version={alarm.version}
          aria-selected={cursor}
          className={cursor ? classes.cursorRow : undefined}
          onClick={() => onCursor(alarm.id)}
        >
          <Table.Td>
            <Checkbox
              aria-label={`Select ${alarm.code} of ${vehicle}`}
              checked={selected.has(alarm.id)}
              onChange={(event) => onSelect([alarm.id], event.currentTarget.checked)}
            />
          </Table.Td>
          <Table.Td>
            <LevelBadge level={alarm.level} word={alarm.level_word} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={500}>
              {vehicle}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace">
              {alarm.code}
            </Text>
            <Text size="xs" c="dimmed">
              {alarm.category}
            </Text>
          </Table.Td>
          <Table.Td>
            <Link to={detailHref(alarm.id)} className={classes.messageLink}>
              {alarm.message}
            </Link>
          </Table.Td>
          <Table.Td ta="right">
            {alarm.count > 1 ? (
              <Text size="sm" fw={600} aria-label={`${alarm.count} times`}>
                ×{alarm.count}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatSeen(alarm.first_seen, now)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatSeen(alarm.last_seen, now)}</Text>
            <Text size="xs" c="dimmed">
              {formatAgo(alarm.last_seen, now)}
            </Text>
          </Table.Td>
          <Table.Td>
            <StateBadge state={alarm.state} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{alarm.assignee?.name ?? ''}</Text>
          </Table.Td>
          <Table.Td>
            <AlarmMarks alarm={alarm} now={now} />
            {isUnacknowledgedAlarmState(alarm.state) && (
              <Tooltip label="Acknowledge">
                <ActionIcon
                  variant="light"
                  aria-label={`Acknowledge ${alarm.code} of ${vehicle}`}
                  loading={acknowledging === alarm.id}
                  onClick={(event) => {
                    event.stopPropagation();
                    onAcknowledge(alarm);
                  }}
                >
                  <IconBellCheck size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Table.Td>
        </Table.Tr>
      );
    });
  }

  return (
    <>
      {alert}
      <Table.ScrollContainer minWidth={1000} type="native">
        <Table
          highlightOnHover
          verticalSpacing="xs"
          aria-busy={fetching || loading}
          aria-label="Alarms"
          data-testid="alarm-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox
                  aria-label="Select every alarm on this page"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  disabled={rows.length === 0}
                  onChange={(event) =>
                    onSelect(
                      rows.map((alarm) => alarm.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              <Table.Th>Level</Table.Th>
              <Table.Th>Vehicle</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th ta="right">Count</Table.Th>
              <Table.Th>First seen</Table.Th>
              <Table.Th>Last seen</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Assignee</Table.Th>
              <Table.Th>Marks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
