import type { RemoteCommandName, VehicleCommandRecord } from '@shuttle-ops/domain';
import { useCallback, useReducer } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { ON_VEHICLE_COMMAND } from '../../../lib/graphql/operations/on-vehicle-command.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { parseVehicleCommand } from '../api/live-control.ts';
import { useSendCommand } from '../api/send-command.ts';
import { newCommandId } from '../model/command-id.ts';
import { outcomesReducer } from '../model/command-outcomes.ts';

/**
 * The commands sent to the fleet and what became of each: the answer of the request and every
 * state change the server announces on `onVehicleCommand` (also other consoles'), for every
 * vehicle the user may control, newest first.
 */
export function useCommandOutcomes() {
  const [outcomes, dispatch] = useReducer(outcomesReducer, []);
  const send = useSendCommand();
  const onData = useCallback(
    (record: VehicleCommandRecord) => dispatch({ type: 'event', record }),
    [],
  );
  useSubscription(ON_VEHICLE_COMMAND, undefined, { parse: parseVehicleCommand, onData });

  const { mutate } = send;
  const issue = useCallback(
    (command: RemoteCommandName, vehicleId: string) => {
      const commandId = newCommandId();
      dispatch({ type: 'issued', commandId, command, vehicleId, at: new Date().toISOString() });
      mutate(
        { command, vehicleId, commandId },
        {
          onSuccess: () => dispatch({ type: 'executed', commandId }),
          onError: (error) =>
            dispatch({
              type: 'failed',
              commandId,
              code: isApiError(error) ? error.code : 'NetworkError',
              status: isApiError(error) ? error.status : 0,
              message: error.message,
            }),
        },
      );
    },
    [mutate],
  );
  return { outcomes, issue };
}
