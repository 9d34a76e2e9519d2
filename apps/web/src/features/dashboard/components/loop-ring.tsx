import { Text } from '@mantine/core';
import type { GapStatus, LoopHeadways, LoopShuttle } from '@shuttle-ops/domain';
import classes from '../dashboard.module.css';
import { formatGap, formatRegularity } from '../model/headway-format.ts';

const SIZE = 112;
const CENTRE = SIZE / 2;
const RADIUS = 42;

/** Each status in words and colour (the words are shown too: colour is never alone). */
export const GAP_STATUS: Readonly<Record<GapStatus, { label: string; color: string }>> = {
  bunched: { label: 'Bunched', color: 'red' },
  even: { label: 'Even', color: 'teal' },
  gap: { label: 'Gap', color: 'orange' },
};

const colourOf = (status: GapStatus | null) =>
  status === null
    ? 'var(--mantine-color-dimmed)'
    : `var(--mantine-color-${GAP_STATUS[status].color}-filled)`;

/** A point on the ring at a share of the lap, clockwise from the top. */
function pointAt(share: number): [number, number] {
  const angle = share * 2 * Math.PI - Math.PI / 2;
  return [CENTRE + RADIUS * Math.cos(angle), CENTRE + RADIUS * Math.sin(angle)];
}

/** The arc of the ring from one share of the lap to a later one (clockwise). */
function arcPath(from: number, to: number): string {
  const span = Math.min(Math.max(to - from, 0), 0.9999);
  const [x1, y1] = pointAt(from);
  const [x2, y2] = pointAt(from + span);
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${RADIUS} ${RADIUS} 0 ${span > 0.5 ? 1 : 0} 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

/** Each placed shuttle's gap drawn from it to the shuttle ahead (the next placed one). */
function arcsOf(shuttles: readonly LoopShuttle[]) {
  const placed = shuttles.filter((s) => s.position !== null);
  return placed.flatMap((shuttle, index) => {
    if (shuttle.gap_s === null || placed.length < 2) return [];
    const next = placed[(index + 1) % placed.length]!;
    const to = (next.position ?? 0) + (index + 1 === placed.length ? 1 : 0);
    return [
      { key: shuttle.Service_ID, d: arcPath(shuttle.position ?? 0, to), status: shuttle.status },
    ];
  });
}

export interface LoopRingProps {
  loop: LoopHeadways;
}

/**
 * One loop as a ring: its shuttles where their gaps put them (clockwise in the direction of
 * travel, the first by name at the top), each gap coloured by how it compares with the planned
 * headway, and beside it the same in words.
 */
export function LoopRing({ loop }: LoopRingProps) {
  const headingId = `loop-${loop.Route_ID}`;
  const planned =
    loop.planned_s === null ? 'no planned headway' : `planned every ${formatGap(loop.planned_s)}`;
  const summary = `${loop.routeName}: ${loop.shuttles.length} shuttle${loop.shuttles.length === 1 ? '' : 's'}, ${planned}`;
  return (
    <section
      className={classes.loop}
      aria-labelledby={headingId}
      data-testid="loop-ring"
      data-route={loop.Route_ID}
    >
      <svg
        className={classes.loopSvg}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={summary}
      >
        <circle
          cx={CENTRE}
          cy={CENTRE}
          r={RADIUS}
          fill="none"
          stroke="var(--mantine-color-default-border)"
          strokeWidth={6}
        />
        {arcsOf(loop.shuttles).map((arc) => (
          <path
            key={arc.key}
            d={arc.d}
            fill="none"
            stroke={colourOf(arc.status)}
            strokeWidth={6}
            strokeLinecap="butt"
          />
        ))}
        {loop.shuttles.map((shuttle) => {
          if (shuttle.position === null) return null;
          const [x, y] = pointAt(shuttle.position);
          return (
            <circle
              key={shuttle.Service_ID}
              cx={x}
              cy={y}
              r={6}
              fill="var(--mantine-color-body)"
              stroke="var(--mantine-color-text)"
              strokeWidth={2}
            >
              <title>{shuttle.vehicleName}</title>
            </circle>
          );
        })}
      </svg>
      <div className={classes.loopText}>
        <h3 id={headingId} className={classes.loopHeading}>
          {loop.routeName}
        </h3>
        <Text size="xs" c="dimmed">
          {loop.planned_s === null
            ? 'One shuttle: no planned headway'
            : `Planned every ${formatGap(loop.planned_s)}`}
          {loop.cv === null ? '' : ` · regularity ${formatRegularity(loop.cv)}`}
        </Text>
        <ul className={classes.loopGaps}>
          {loop.shuttles.map((shuttle) => {
            const status = shuttle.status === null ? null : GAP_STATUS[shuttle.status];
            const gap =
              shuttle.gap_s === null
                ? 'no one ahead known'
                : `${formatGap(shuttle.gap_s)} behind ${shuttle.aheadName ?? 'the shuttle ahead'}`;
            return (
              <li key={shuttle.Service_ID} data-status={shuttle.status ?? 'unknown'}>
                <span className={classes.loopVehicle}>{shuttle.vehicleName}</span>{' '}
                <span data-testid="loop-gap">{gap}</span>
                {status !== null && (
                  <span
                    className={classes.loopStatus}
                    style={{ borderColor: colourOf(shuttle.status) }}
                  >
                    {status.label}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Every loop with a shuttle running on it; nothing while there is none. */
export function LoopHeadwaysPanel({ loops }: { loops: readonly LoopHeadways[] }) {
  if (loops.length === 0) return null;
  return (
    <section className={classes.loops} aria-labelledby="loops-heading" data-testid="loop-headways">
      <h2 id="loops-heading" className={classes.loopsHeading}>
        Spacing on the loops
      </h2>
      {loops.map((loop) => (
        <LoopRing key={loop.Route_ID} loop={loop} />
      ))}
    </section>
  );
}
