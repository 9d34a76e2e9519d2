import { Alert, Button, Text } from '@mantine/core';

/** Why the last save failed, when it is not one field's fault. */
export type SaveProblem = { kind: 'stale' } | { kind: 'message'; text: string } | null;

export interface SaveProblemAlertProps {
  problem: SaveProblem;
  /** What the form edits, in words ("checklist", "incident"). */
  what: string;
  /** Reads the newest version into the editor (only when editing). */
  onReload?: (() => void) | undefined;
  reloading: boolean;
}

/**
 * The failed save, next to the save button where the eye already is: a message, or (a 409 stale
 * version) someone else's newer change with a way to reload it.
 */
export function SaveProblemAlert({ problem, what, onReload, reloading }: SaveProblemAlertProps) {
  if (problem === null) return null;
  if (problem.kind === 'message') {
    return (
      <Alert color="red" role="alert" title="Not saved">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {problem.text}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" role="alert" title={`Someone else changed this ${what}; reload`}>
      <Text size="sm" mb="xs">
        Your changes were not saved. Reload to edit the newest version; what you changed here is
        discarded.
      </Text>
      {onReload !== undefined && (
        <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
          Reload {what}
        </Button>
      )}
    </Alert>
  );
}
