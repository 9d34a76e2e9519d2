import { Alert, Button, Text } from '@mantine/core';

/** Why the last save failed, when it is not one field's fault. */
export type SaveProblem = { kind: 'stale' } | { kind: 'message'; text: string } | null;

export const STALE_MESSAGE = 'Someone else changed this checklist; reload';

export interface SaveProblemAlertProps {
  problem: SaveProblem;
  /** Reads the newest version into the editor (only when editing). */
  onReload?: (() => void) | undefined;
  reloading: boolean;
}

/** The failed save, next to the save button where the eye already is. */
export function SaveProblemAlert({ problem, onReload, reloading }: SaveProblemAlertProps) {
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
    <Alert color="orange" role="alert" title={STALE_MESSAGE}>
      <Text size="sm" mb="xs">
        Your changes were not saved. Reload to edit the newest version; what you changed here is
        discarded.
      </Text>
      {onReload !== undefined && (
        <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
          Reload checklist
        </Button>
      )}
    </Alert>
  );
}
