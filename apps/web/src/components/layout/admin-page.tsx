import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { APP_TITLE } from '../../config/env.ts';

export interface AdminPageProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of an admin screen: its heading (the side menu's label), a line on what it holds. */
export function AdminPage({ title, description, children }: AdminPageProps) {
  useDocumentTitle(`${title} · ${APP_TITLE}`);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}
