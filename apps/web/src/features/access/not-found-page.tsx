import { Button, EmptyState } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@shuttle-ops/domain';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';

export function NotFoundPage() {
  useDocumentTitle(`Page not found · ${APP_TITLE}`);
  return (
    <EmptyState my="xl" icon={<IconMapPinOff size={32} aria-hidden />} withIndicatorBackground>
      <EmptyState.Title order={1}>Page not found</EmptyState.Title>
      <EmptyState.Description>
        There is no page at this address. It may have moved, or the link is mistyped.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.home} variant="light">
          Go to the home page
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
