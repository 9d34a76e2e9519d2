import type { RemoteCommandExecuted } from '@shuttle-ops/domain';
import { HttpError, conflict } from '../../lib/http-error.ts';

/** What a stored or awaited command answers over HTTP (DESIGN.md's remote-command answers). */
export type CommandAnswer =
  | { state: 'executed' }
  | { state: 'rejected' | 'expired' | 'failed'; reason: string | null }
  | { state: 'timed_out'; acknowledged: boolean };

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export const vehicleTimeout = (message: string) => new HttpError(504, 'VEHICLE_TIMEOUT', message);

export function answerOf(
  commandId: string,
  answer: CommandAnswer,
  waitedMs: number,
): RemoteCommandExecuted {
  switch (answer.state) {
    case 'executed':
      return { command_id: commandId, status: 'executed' };
    case 'rejected':
      throw conflict(
        `The vehicle refused the command: ${answer.reason ?? 'no reason given'}`,
        'REJECTED',
      );
    case 'expired':
      throw vehicleTimeout(
        'The command reached the vehicle after it had expired, so the vehicle did not carry it out.',
      );
    case 'failed':
      throw new HttpError(
        503,
        'COMMAND_NOT_SENT',
        `The command could not be sent to the vehicle${answer.reason ? `: ${answer.reason}` : '.'}`,
      );
    case 'timed_out':
      throw vehicleTimeout(
        answer.acknowledged
          ? `The vehicle acknowledged the command but did not report it done within ${seconds(waitedMs)}.`
          : `The vehicle did not answer within ${seconds(waitedMs)}; the command has expired and will not be carried out.`,
      );
  }
}
