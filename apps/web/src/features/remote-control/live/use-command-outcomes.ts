import type { RemoteCommandName, VehicleCommandRecord } from '@shuttle-ops/domain';
import { useCallback, useMemo, useReducer } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { ON_VEHICLE_COMMAND } from '../../../lib/graphql/operations/on-vehicle-command.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { parseVehicleCommand } from '../api/live-control.ts';
import { useSendCommand } from '../api/send-command.ts';
import { newCommandId } from '../model/command-id.ts';
import { outcomesReducer } from '../model/command-outcomes.ts';

/**
 * The commands sent to one vehicle and what became of each: the answer of the request and
 * every state change the server announces on `onVehicleCommand` (also other consoles').
 */
export function useCommandOutcomes(vehicleId: string | null) {
  const [outcomes, dispatch] = useReducer(outcomesReducer, []);
  const send = useSendCommand();
  const variables = useMemo(() => ({ vehicle_id: vehicleId }), [vehicleId]);
  const onData = useCallback(
    (record: VehicleCommandRecord) => dispatch({ type: 'event', record }),
    [],
  );
  useSubscription(ON_VEHICLE_COMMAND, variables, {
    enabled: vehicleId !== null,
    parse: parseVehicleCommand,
    onData,
  });

  const { mutate } = send;
  const issue = useCallback(
    (command: RemoteCommandName) => {
      if (vehicleId === null) return;
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
    [mutate, vehicleId],
  );

  const shown = useMemo(
    () => outcomes.filter((outcome) => outcome.vehicleId === vehicleId),
    [outcomes, vehicleId],
  );
  return { outcomes: shown, issue };
}
