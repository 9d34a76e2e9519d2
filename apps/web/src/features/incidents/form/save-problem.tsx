import { Alert, Button, Text } from '@mantine/core';

/** Why the last save failed, when it is not one field's fault. */
export type SaveProblem = { kind: 'stale' } | { kind: 'message'; text: string } | null;

export const STALE_TITLE = 'Someone else changed this incident';

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
    <Alert color="orange" role="alert" title={STALE_TITLE}>
      <Text size="sm" mb="xs">
        It was saved by someone else after you opened it, so your changes were not saved. Reload it
        to see the newest version, then make your changes again.
      </Text>
      {onReload !== undefined && (
        <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
          Reload incident
        </Button>
      )}
    </Alert>
  );
}
