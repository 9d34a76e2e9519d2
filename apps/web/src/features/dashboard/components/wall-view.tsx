import { Button, Group, Text } from '@mantine/core';
import { IconMinimize } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import classes from '../dashboard.module.css';
import { FILTER_LABELS, type RowFilter } from '../model/dashboard-rows.ts';
import { formatSiteTime } from '../../../lib/time/site-time.ts';

export interface WallViewProps {
  title: string;
  now: number;
  counts: Readonly<Record<RowFilter, number>>;
  /** The filter the list keeps on the wall. */
  filter: RowFilter;
  live: ReactNode;
  onLeave: () => void;
  children: ReactNode;
}

const SUMMARY: readonly RowFilter[] = ['in-service', 'late', 'alarm', 'silent'];

/**
 * The dashboard for a control-room display: drawn over the whole window, outside the console's
 * chrome (no menus, no navigation), in large type, with the site's clock and the fleet's counts.
 */
export function WallView({ title, now, counts, filter, live, onLeave, children }: WallViewProps) {
  const leaveButton = useRef<HTMLButtonElement>(null);
  // The keyboard moves to the wall (the console beneath is inert).
  useEffect(() => leaveButton.current?.focus(), []);
  return createPortal(
    <div
      className={classes.wall}
      role="region"
      aria-label={`${title} (wall display)`}
      data-testid="wall-view"
    >
      <header className={classes.wallBar}>
        <Group gap="lg" wrap="nowrap">
          <h1 className={classes.wallTitle}>{title}</h1>
          <Text className={classes.wallClock} aria-label="Time at the site">
            {formatSiteTime(now).slice(0, 5)}
          </Text>
          {live}
        </Group>
        <Group gap="md" wrap="nowrap">
          <ul className={classes.wallCounts} aria-label="Vehicles by state">
            {filter !== 'all' && (
              <li data-filter={filter}>Showing: {FILTER_LABELS[filter].toLowerCase()}</li>
            )}
            {SUMMARY.map((key) => (
              <li key={key} data-filter={key} data-count={counts[key]}>
                {FILTER_LABELS[key]} <strong>{counts[key]}</strong>
              </li>
            ))}
          </ul>
          <Button
            ref={leaveButton}
            variant="default"
            leftSection={<IconMinimize size={18} aria-hidden />}
            onClick={onLeave}
            data-testid="leave-wall"
          >
            Leave wall mode (Esc)
          </Button>
        </Group>
      </header>
      {children}
    </div>,
    document.body,
  );
}
