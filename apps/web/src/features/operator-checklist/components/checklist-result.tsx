import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { paths, type ChecklistTransaction } from '@shuttle-ops/domain';
import { Link } from 'react-router';
import { READABLE_ALERT } from './readable-alert.ts';

/** What the server made of the submitted checklist: passed or failed, and what failed. */
export function ChecklistResult({ result }: { result: ChecklistTransaction }) {
  const passed = result.result === 'passed';
  return (
    <Stack gap="md" data-testid="checklist-result">
      <Alert
        color={passed ? 'green' : 'red'}
        variant="light"
        role="status"
        styles={READABLE_ALERT}
        title={
          <Title order={2} size="h3">
            {passed ? 'Checklist passed' : 'Checklist failed'}
          </Title>
        }
      >
        <Stack gap="xs">
          <Text>
            “{result.master_name}” for {result.vehicle_name}: {passed ? 'passed' : 'failed'}.
          </Text>
          {result.failed_items.length > 0 ? (
            <List>
              {result.failed_items.map((item) => (
                <List.Item key={item.item_id}>
                  {item.label}
                  {item.safety_critical ? ' (safety-critical)' : ''}
                </List.Item>
              ))}
            </List>
          ) : null}
          {result.safety_critical_failed ? (
            <Text fw={700}>This vehicle is now out of service until an admin clears it.</Text>
          ) : null}
          {!passed && !result.safety_critical_failed ? (
            <Text>Put the problem right and fill the checklist again before departure.</Text>
          ) : null}
        </Stack>
      </Alert>
      <Group>
        <Button component={Link} to={paths.operator} size="lg">
          Back to the operator screen
        </Button>
      </Group>
    </Stack>
  );
}
