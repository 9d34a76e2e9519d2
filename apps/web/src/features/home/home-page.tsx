import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@shuttle-ops/domain';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { useSession } from '../../lib/auth/session-context.ts';
import { FeaturesSection } from './features-section.tsx';

export function HomePage() {
  useDocumentTitle(APP_TITLE);
  const { hash } = useLocation();
  const { session } = useSession();

  // The router does not scroll to fragments; "Partners" links to /#features.
  useEffect(() => {
    if (hash === '') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" py="xl" maw={720}>
        <Text fw={600} c="dimmed" size="sm">
          Harwell Campus · Oxfordshire
        </Text>
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
          Autonomous shuttles, run from one console
        </Title>
        <Text size="lg">
          Shuttle Ops tracks the Harwell shuttle service live: where each vehicle is, when it
          reaches your stop and how many seats are free. Staff manage vehicles, routes, services,
          alerts and checklists from the same place.
        </Text>
        <Group>
          <Button
            component={Link}
            to={paths.shuttle}
            size="md"
            leftSection={<IconMapPin size={18} aria-hidden />}
          >
            Track the shuttle
          </Button>
          {session === null && (
            <Button component={Link} to={paths.login} size="md" variant="default">
              Staff sign in
            </Button>
          )}
        </Group>
      </Stack>
      <FeaturesSection />
    </Container>
  );
}
