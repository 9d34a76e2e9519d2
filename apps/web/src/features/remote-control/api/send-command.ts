import { remoteCommandExecuted, type RemoteCommandName } from '@shuttle-ops/domain';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';

export interface SendCommandInput {
  command: RemoteCommandName;
  vehicleId: string;
  /** Chosen by the console, so that a retried request is never carried out twice. */
  commandId: string;
}

/** `POST navyacontrolapi/<command>`: resolves once the vehicle has carried it out. */
export function useSendCommand() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ command, vehicleId, commandId }: SendCommandInput) =>
      client.send('POST', `navyacontrolapi/${command}`, remoteCommandExecuted, {
        vehicle_id: vehicleId,
        command_id: commandId,
      }),
  });
}
