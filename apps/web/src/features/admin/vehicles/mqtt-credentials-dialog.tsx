import { Code, Text } from '@mantine/core';
import type { MqttCredentials } from '@shuttle-ops/domain';
import { ShowOnceDialog } from '../components/show-once-dialog.tsx';

export interface IssuedCredentials {
  vehicleName: string;
  topicPrefix: string;
  mqtt: MqttCredentials;
  /** Created, or issued again by a rotation. */
  reason: 'created' | 'rotated';
}

export interface MqttCredentialsDialogProps {
  issued: IssuedCredentials | null;
  onClose: () => void;
}

/** A vehicle's MQTT login, answered once by the server at creation or rotation. */
export function MqttCredentialsDialog({ issued, onClose }: MqttCredentialsDialogProps) {
  return (
    <ShowOnceDialog
      opened={issued !== null}
      title={issued === null ? '' : `MQTT credentials of ${issued.vehicleName}`}
      items={
        issued === null
          ? []
          : [
              { label: 'Username', value: issued.mqtt.username },
              { label: 'Password', value: issued.mqtt.password },
            ]
      }
      onClose={onClose}
    >
      {issued !== null && (
        <Text size="sm">
          {issued.reason === 'rotated'
            ? 'The previous password no longer works. '
            : 'The vehicle signs in to the message broker with these. '}
          It publishes and subscribes under <Code>{issued.topicPrefix}</Code>.
        </Text>
      )}
    </ShowOnceDialog>
  );
}
