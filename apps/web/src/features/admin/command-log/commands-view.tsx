import { Select } from '@mantine/core';
import { COMMAND_STATES, REMOTE_COMMAND_LABELS, REMOTE_COMMANDS } from '@shuttle-ops/domain';
import { commandLogColumns } from './command-log-columns.tsx';
import { commandLogCsv } from './command-log-csv.ts';
import { commandLog, NO_FILTERS } from './command-log-filters.ts';
import { LogScreen } from './log-screen.tsx';

const COMMAND_OPTIONS = REMOTE_COMMANDS.map((command) => ({
  value: command,
  label: REMOTE_COMMAND_LABELS[command],
}));
const STATE_OPTIONS = COMMAND_STATES.map((state) => ({
  value: state,
  label: state.replace('_', ' '),
}));

/** Every remote command, its outcome and who sent it: filters, table, pager, CSV export. */
export function CommandsView() {
  return (
    <LogScreen
      source={commandLog}
      noFilters={NO_FILTERS}
      initialSort={{ sort: 'issued_at', order: 'desc' }}
      columns={commandLogColumns}
      csv={{ what: 'The command log', file: 'command-log.csv', of: commandLogCsv }}
      caption="Commands"
      rowKey={(row) => row.command_id}
      empty={{ title: 'No commands', description: 'No remote command matches these filters.' }}
    >
      {(filters, filter) => (
        <>
          <Select
            label="Command"
            placeholder="All commands"
            data={COMMAND_OPTIONS}
            value={filters.command}
            onChange={(value) => filter({ command: value })}
            clearable
            w={160}
          />
          <Select
            label="State"
            placeholder="All states"
            data={STATE_OPTIONS}
            value={filters.state}
            onChange={(value) => filter({ state: value })}
            clearable
            w={160}
          />
        </>
      )}
    </LogScreen>
  );
}
