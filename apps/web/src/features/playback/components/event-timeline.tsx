import { Box, Tooltip, UnstyledButton } from '@mantine/core';
import type { PlaybackEventKind } from '@shuttle-ops/domain';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import classes from './event-timeline.module.css';

/** An event of one vehicle on the playback clock. */
export interface TimelineMark {
  at: number;
  kind: PlaybackEventKind;
  label: string;
  vehicle: string;
}

export interface EventTimelineProps {
  start: number;
  end: number;
  cursor: number;
  marks: readonly TimelineMark[];
  onJump: (at: number) => void;
}

const COLORS: Readonly<Record<PlaybackEventKind, string>> = {
  alarm_raised: '#e03131',
  alarm_acknowledged: '#f08c00',
  alarm_resolved: '#2f9e44',
  command: '#7048e8',
  service_start: '#1971c2',
  service_end: '#1971c2',
  door_open: '#868e96',
  door_close: '#868e96',
};

const share = (at: number, start: number, end: number) =>
  `${(Math.min(Math.max((at - start) / Math.max(end - start, 1), 0), 1) * 100).toFixed(3)}%`;

/** The range's events as marks under the map; a mark moves the cursor to its time. */
export function EventTimeline({ start, end, cursor, marks, onJump }: EventTimelineProps) {
  return (
    <Box className={classes.track} role="group" aria-label="Events">
      <div className={classes.cursor} style={{ left: share(cursor, start, end) }} aria-hidden />
      {marks.map((mark, i) => {
        const text = `${formatSiteTime(mark.at)} ${mark.vehicle}: ${mark.label}`;
        return (
          <Tooltip key={`${mark.at}-${i}`} label={text} withinPortal>
            <UnstyledButton
              className={classes.mark}
              style={{ left: share(mark.at, start, end), backgroundColor: COLORS[mark.kind] }}
              aria-label={text}
              data-testid="timeline-mark"
              data-kind={mark.kind}
              data-at={new Date(mark.at).toISOString()}
              onClick={() => onJump(mark.at)}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}
