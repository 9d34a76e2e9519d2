import { Anchor, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface OverviewCardProps {
  title: string;
  icon: ReactNode;
  /** Where the card leads: its screen. */
  to: string;
  linkLabel: string;
  /** The figure; null while loading or when there is none. */
  figure: ReactNode;
  loading?: boolean;
  error?: boolean;
  children?: ReactNode;
}

const headingId = (title: string) => `overview-${title.toLowerCase().replaceAll(' ', '-')}`;

/** One figure of the day with a few lines under it and a link to its screen. */
export function OverviewCard({
  title,
  icon,
  to,
  linkLabel,
  figure,
  loading = false,
  error = false,
  children,
}: OverviewCardProps) {
  const id = headingId(title);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
        {loading && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          </Group>
        )}
        {!loading && error && (
          <Text size="sm" c="red.8" role="alert">
            This figure could not be loaded. It is tried again every minute.
          </Text>
        )}
        {!loading && !error && (
          <>
            {figure !== null && (
              <Text fz={36} fw={700} lh={1} data-testid={`${id}-figure`}>
                {figure}
              </Text>
            )}
            {children}
          </>
        )}
        <Anchor component={Link} to={to} mt="auto" fw={500}>
          {linkLabel}
        </Anchor>
      </Stack>
    </Card>
  );
}
