import {
  Alert,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { SortOrder } from '@shuttle-ops/domain';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconDatabaseOff,
  IconSelector,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/forms/server-errors.ts';
import classes from './table.module.css';

export interface Column<T, S extends string> {
  key: string;
  header: string;
  /** The list's sort attribute; the header becomes a sort button. */
  sortKey?: S;
  /** The header is read by screen readers only (an image column). */
  hideHeader?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Stays at the right edge while the table scrolls (the row actions). */
  sticky?: boolean;
  render: (row: T) => ReactNode;
}

export interface ResourceTableProps<T, S extends string> {
  /** The table's accessible name, e.g. "Vehicles". */
  caption: string;
  columns: readonly Column<T, S>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  sort: { sort: S; order: SortOrder };
  onSort: (sort: S) => void;
  /** The first load (nothing to show yet). */
  loading: boolean;
  /** A refetch is under way while the previous rows stay. */
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; description: string };
  /** Below this width the table scrolls sideways (a 768 px tablet). */
  minWidth?: number;
  /**
   * A click anywhere on a row opens it (a pointer convenience: the row must also hold a link or
   * button that does the same, for the keyboard and screen readers).
   */
  onRowClick?: (row: T) => void;
}

const INTERACTIVE = 'a, button, input, select, textarea, label';

const ARIA_SORT: Record<SortOrder, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  if (!active) return <IconSelector size={14} aria-hidden />;
  return order === 'asc' ? (
    <IconArrowUp size={14} aria-hidden />
  ) : (
    <IconArrowDown size={14} aria-hidden />
  );
}

/** A server-sorted, server-paged table with its loading, empty and error states. */
export function ResourceTable<T, S extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  loading,
  fetching,
  error,
  onRetry,
  empty,
  minWidth = 760,
  onRowClick,
}: ResourceTableProps<T, S>) {
  const failed = error !== null && error !== undefined;
  const alert = failed && (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title={`${caption} could not be loaded`}
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
  // Nothing was ever loaded: the error is all there is to show.
  if (failed && rows === undefined) return alert;

  const header = (
    <Table.Tr>
      {columns.map((column) => {
        const active = column.sortKey !== undefined && column.sortKey === sort.sort;
        const label = column.hideHeader ? (
          <VisuallyHidden>{column.header}</VisuallyHidden>
        ) : (
          column.header
        );
        return (
          <Table.Th
            key={column.key}
            ta={column.align}
            className={column.sticky ? classes.stickyEnd : undefined}
            aria-sort={active ? ARIA_SORT[sort.order] : undefined}
          >
            {column.sortKey === undefined ? (
              label
            ) : (
              <UnstyledButton
                className={classes.sortButton}
                onClick={() => column.sortKey !== undefined && onSort(column.sortKey)}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  {label}
                  <SortIcon active={active} order={sort.order} />
                </Group>
              </UnstyledButton>
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  );

  let body: ReactNode;
  if (loading || rows === undefined) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Center py="xl" role="status">
            <Loader size="md" aria-hidden />
            <Text ml="sm">Loading {caption.toLowerCase()}…</Text>
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <EmptyState
            icon={<IconDatabaseOff size={28} aria-hidden />}
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
    body = rows.map((row) => (
      <Table.Tr
        key={rowKey(row)}
        className={onRowClick ? classes.clickableRow : undefined}
        onClick={
          onRowClick
            ? (event) => {
                // The row's own links and buttons do their own thing.
                if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
                onRowClick(row);
              }
            : undefined
        }
      >
        {columns.map((column) => (
          <Table.Td
            key={column.key}
            ta={column.align}
            className={column.sticky ? classes.stickyEnd : undefined}
          >
            {column.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <>
      {alert}
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table
          highlightOnHover
          verticalSpacing="xs"
          aria-busy={fetching || loading}
          aria-label={caption}
          className={classes.table}
        >
          <Table.Thead>{header}</Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
