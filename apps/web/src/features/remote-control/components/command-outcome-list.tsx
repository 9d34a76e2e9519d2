import { Badge, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { HARWELL_SITE, REMOTE_COMMAND_LABELS } from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { ReplayButton } from '../../../components/playback/replay-button.tsx';
import { STATE_COLORS, STATE_LABELS, type CommandOutcome } from '../model/command-outcomes.ts';
import classes from '../remote-control.module.css';

dayjs.extend(utc);
dayjs.extend(timezone);

const timeAtSite = (iso: string) => dayjs(iso).tz(HARWELL_SITE.time_zone).format('HH:mm:ss');

/** Each command sent to the vehicle and its state, live. */
export function CommandOutcomeList({ outcomes }: { outcomes: readonly CommandOutcome[] }) {
  return (
    <section aria-labelledby="outcomes-heading">
      <Title order={2} size="h4" id="outcomes-heading" mb="xs">
        Commands sent
      </Title>
      {outcomes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No command sent to this vehicle yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} type="native">
          <Table striped aria-labelledby="outcomes-heading" data-testid="command-outcomes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Command</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Details</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Replay</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcomes.map((outcome) => (
                <Table.Tr key={outcome.commandId} data-command={outcome.command}>
                  <Table.Td>{timeAtSite(outcome.issuedAt)}</Table.Td>
                  <Table.Td>{REMOTE_COMMAND_LABELS[outcome.command]}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={STATE_COLORS[outcome.state]}
                      variant="filled"
                      className={classes.noShrink}
                      data-testid="outcome-state"
                    >
                      {STATE_LABELS[outcome.state]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {outcome.message ?? ''}
                      {outcome.username !== null && (
                        <Text span size="xs" c="dimmed">
                          {outcome.message ? ' · ' : ''}by {outcome.username}
                        </Text>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ReplayButton
                      size="xs"
                      replay={{ vehicles: [outcome.vehicleId], at: outcome.issuedAt }}
                      aria-label={`Replay ${REMOTE_COMMAND_LABELS[outcome.command]} at ${timeAtSite(outcome.issuedAt)}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
