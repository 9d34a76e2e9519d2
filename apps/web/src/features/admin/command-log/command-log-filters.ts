import {
  commandList,
  type CommandState,
  type RemoteCommandName,
  type VehicleCommandRecord,
} from '@shuttle-ops/domain';
import type { LogFilters, LogSource } from './log-source.ts';

export type CommandSort = 'issued_at' | 'command' | 'state' | 'updated_at';

export interface CommandLogFilters extends LogFilters {
  command: RemoteCommandName | null;
  state: CommandState | null;
}

export const NO_FILTERS: CommandLogFilters = {
  vehicleId: null,
  command: null,
  state: null,
  fromDay: '',
  toDay: '',
};

/** The command log: `GET navyacontrolapi/commands` with its command and state filters. */
export const commandLog: LogSource<VehicleCommandRecord, CommandLogFilters> = {
  name: 'command-log',
  path: () => 'navyacontrolapi/commands',
  list: commandList,
  filterQuery: (filters) => ({
    command: filters.command ?? undefined,
    state: filters.state ?? undefined,
  }),
};
