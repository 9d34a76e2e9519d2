import { Badge } from '@mantine/core';
import type { SubscriptionState } from '../../../lib/realtime/realtime-types.ts';

const LABELS: Record<SubscriptionState, [label: string, color: string]> = {
  pending: ['Connecting…', 'gray'],
  connected: ['Live', 'green'],
  failed: ['Live updates failed', 'red'],
};

/** Whether new alarms arrive by themselves right now. */
export function LiveBadge({ state }: { state: SubscriptionState }) {
  const [label, color] = LABELS[state];
  return (
    <Badge color={color} variant="dot" size="lg" data-testid="alarms-live-status" role="status">
      {label}
    </Badge>
  );
}
