import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { APP_TITLE } from '../../config/env.ts';

export function AboutPage() {
  useDocumentTitle(`About Us · ${APP_TITLE}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>About Us</Title>
        <Text>
          Shuttle Ops is the operations console of the autonomous shuttle and bus service at Harwell
          Campus. Passengers follow the shuttle live; staff of each customer run the service:
          vehicles, routes, bus stops, services, incidents, announcements and checklists.
        </Text>
        <Title order={2} size="h3">
          Who uses it
        </Title>
        <List spacing="xs">
          <List.Item>
            Administrators and customer administrators manage fleets and people.
          </List.Item>
          <List.Item>Operators run today&apos;s services and fill in vehicle checklists.</List.Item>
          <List.Item>Service managers follow live alerts, service history and reports.</List.Item>
          <List.Item>Remote operators control vehicles of the platform owner.</List.Item>
          <List.Item>Content managers publish announcements.</List.Item>
        </List>
        <Title order={2} size="h3">
          Open and self-hosted
        </Title>
        <Text>
          The console is open source and runs on one machine with everything it needs: its own
          identity service, database, vehicle messaging and a simulator of the Harwell shuttles. No
          part of it depends on an outside cloud service.
        </Text>
      </Stack>
    </Container>
  );
}
