import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { paths, type ChecklistTransaction } from '@shuttle-ops/domain';
import { Link } from 'react-router';
import { READABLE_ALERT } from './readable-alert.ts';

/** Why a failed item matters, in words: the rule that applied to it. */
function ruleOf(item: ChecklistTransaction['failed_items'][number]): string {
  const severity = item.severity === null ? '' : `${item.severity}, `;
  if (item.safety_critical) return ` (${severity}safety-critical: out of service)`;
  if (item.blocking === true) return ` (${severity}blocks departure)`;
  return ` (${severity}defect to repair)`;
}

/** What the server made of the submitted checklist: passed or failed, and what failed. */
export function ChecklistResult({ result }: { result: ChecklistTransaction }) {
  const passed = result.result === 'passed';
  const defects = result.failed_items.length;
  return (
    <Stack gap="md" data-testid="checklist-result">
      <Alert
        color={passed ? 'green' : 'red'}
        variant="light"
        role="status"
        styles={READABLE_ALERT}
        title={
          <Title order={2} size="h3">
            {!passed
              ? 'Checklist failed'
              : defects > 0
                ? `Checklist passed with ${defects === 1 ? '1 defect' : `${defects} defects`}`
                : 'Checklist passed'}
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
                  {ruleOf(item)}
                </List.Item>
              ))}
            </List>
          ) : null}
          {result.safety_critical_failed ? (
            <Text fw={700}>This vehicle is now out of service until an admin clears it.</Text>
          ) : null}
          {!passed && !result.safety_critical_failed ? (
            <Text>
              An item that blocks departure failed: put it right and fill the checklist again before
              departure.
            </Text>
          ) : null}
          {passed && defects > 0 ? (
            <Text>
              Only safety-critical items and items that block departure fail a checklist: the
              vehicle may depart. Report the defects for repair.
            </Text>
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
