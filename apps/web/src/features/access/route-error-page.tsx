import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';

/** A screen that failed to load (typically its code, after a new release); reloading fixes it. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return (
    <EmptyState my="xl" icon={<IconAlertTriangle size={32} aria-hidden />} withIndicatorBackground>
      <EmptyState.Title order={1}>This page could not be shown</EmptyState.Title>
      <EmptyState.Description>{detail}</EmptyState.Description>
      <EmptyState.Actions>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
