import { Button, EmptyState } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@shuttle-ops/domain';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';

export const NOT_PERMITTED_MESSAGE = 'You are not permitted to view this page.';

export function NotPermittedPage() {
  useDocumentTitle(`Not permitted · ${APP_TITLE}`);
  return (
    <EmptyState
      my="xl"
      icon={<IconLock size={32} aria-hidden />}
      withIndicatorBackground
      data-testid="not-permitted"
    >
      <EmptyState.Title order={1}>Not permitted</EmptyState.Title>
      <EmptyState.Description>{NOT_PERMITTED_MESSAGE}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.home} variant="light">
          Go to the home page
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
