import { Alert, Button, Center, EmptyState, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/forms/server-errors.ts';

/** A part of a record that is still loading, said in words for a screen reader too. */
export function RecordLoading({ what }: { what: string }) {
  return (
    <Center role="status" py="md">
      <Loader size="sm" aria-hidden />
      <Text ml="sm">Loading {what}…</Text>
    </Center>
  );
}

export interface RecordStateProps {
  /** The record in words, e.g. "service". */
  what: string;
  icon: ReactNode;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** What a record's drawer shows while the record loads, when it failed, or when there is none. */
export function RecordState({ what, icon, loading, error, onRetry }: RecordStateProps) {
  if (loading) return <RecordLoading what={`the ${what}`} />;
  if (error) {
    return (
      <Alert color="red" title={`The ${what} could not be loaded`} role="alert">
        <Text size="sm" mb="sm">
          {errorMessage(error)}
        </Text>
        <Button variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <EmptyState icon={icon} withIndicatorBackground py="lg">
      <EmptyState.Title order={3}>No such {what}</EmptyState.Title>
      <EmptyState.Description>
        This {what} does not exist, or it belongs to another customer.
      </EmptyState.Description>
    </EmptyState>
  );
}
