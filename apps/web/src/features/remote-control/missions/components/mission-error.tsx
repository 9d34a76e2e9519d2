import { Alert, Text } from '@mantine/core';
import type { ApiErrorBody } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The error body the server answered (spec §8), as the operator reads it. */
export function MissionError({ title, body }: { title: string; body: ApiErrorBody }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Text size="sm">{body.error.message}</Text>
      <Text size="xs" c="dimmed">
        {body.error.code}
      </Text>
    </Alert>
  );
}
