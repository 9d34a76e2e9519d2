import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingCommunity,
  IconChecklist,
  IconMap2,
  IconRoute,
  IconSteeringWheel,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Live tracking',
    text: 'Vehicle positions, arrival times at every stop and free seats, including wheelchair spaces.',
    icon: <IconMap2 size={22} aria-hidden />,
  },
  {
    title: 'Fleet and routes',
    text: 'Vehicles, routes, bus stops and services of each customer, kept apart by tenant.',
    icon: <IconRoute size={22} aria-hidden />,
  },
  {
    title: 'Alerts and incidents',
    text: 'Vehicle alerts as they happen, processed by service managers and kept for reports.',
    icon: <IconAlertTriangle size={22} aria-hidden />,
  },
  {
    title: 'Remote operation',
    text: 'Start or stop a move and open or close doors, confirmed by the vehicle itself.',
    icon: <IconSteeringWheel size={22} aria-hidden />,
  },
  {
    title: 'Checklists',
    text: 'Daily vehicle checks with photos and notes, and their full history.',
    icon: <IconChecklist size={22} aria-hidden />,
  },
];

interface Partner {
  name: string;
  role: string;
}

const PARTNERS: readonly Partner[] = [
  { name: 'Darwin', role: 'Platform owner and operator of the autonomous shuttles.' },
  { name: 'Campus Mobility', role: 'Runs campus transport services on the same platform.' },
  { name: 'Harwell Campus', role: 'The site the shuttles serve, with its loop route and stops.' },
];

/** The home page's `#features` section, the target of the Partners link. */
export function FeaturesSection() {
  return (
    <Stack
      component="section"
      id="features"
      aria-labelledby="features-title"
      gap="xl"
      py="xl"
      style={{ scrollMarginTop: 72 }}
    >
      <Title order={2} id="features-title">
        Features and partners
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Card key={feature.title} withBorder padding="lg">
            <ThemeIcon variant="light" size="lg" mb="sm">
              {feature.icon}
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              {feature.title}
            </Title>
            <Text size="sm">{feature.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={3}>Our partners</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PARTNERS.map((partner) => (
          <Card key={partner.name} withBorder padding="lg">
            <ThemeIcon variant="light" color="teal" size="lg" mb="sm">
              <IconBuildingCommunity size={22} aria-hidden />
            </ThemeIcon>
            <Title order={4} mb={4}>
              {partner.name}
            </Title>
            <Text size="sm">{partner.role}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
