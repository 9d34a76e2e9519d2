import { Alert } from '@mantine/core';
import type { DuplicateStop } from '@shuttle-ops/domain';
import { IconCopy } from '@tabler/icons-react';

/** "Main Gate (H1, northbound)": the stop as people find it on the list. */
export function describeStop({ name, label, direction }: DuplicateStop['stop']): string {
  const details = [label, direction].filter((part) => part !== null && part !== '');
  return details.length === 0 ? `“${name}”` : `“${name}” (${details.join(', ')})`;
}

/** Shown in the form while another stop of the same name stands within a few metres. */
export function DuplicateStopWarning({ duplicate }: { duplicate: DuplicateStop }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCopy aria-hidden />}
      title="A stop with this name is already here"
    >
      {describeStop(duplicate.stop)} is {duplicate.metres} m away. Check that this is not the same
      stop; saving asks you to confirm a second one.
    </Alert>
  );
}
