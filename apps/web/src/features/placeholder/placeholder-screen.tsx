import { EmptyState, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTools } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { screenFor } from '../../config/screens.ts';

/** A route whose screen has not landed yet: its title, and what it will hold. */
export function PlaceholderScreen() {
  const { pathname } = useLocation();
  const screen = screenFor(pathname);
  const title = screen?.title ?? 'Screen';
  useDocumentTitle(`${title} · ${APP_TITLE}`);

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <EmptyState
        icon={<IconTools size={32} aria-hidden />}
        withIndicatorBackground
        data-testid="empty-state"
      >
        <EmptyState.Title order={2}>Coming soon</EmptyState.Title>
        <EmptyState.Description>{screen?.holds}</EmptyState.Description>
      </EmptyState>
    </Stack>
  );
}
