import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { READABLE_ALERT } from './readable-alert.ts';

/** Shown while the device has no network. */
export function OfflineNotice({ waiting }: { waiting: boolean }) {
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      icon={<IconWifiOff aria-hidden />}
      data-testid="offline-notice"
      styles={READABLE_ALERT}
      title="Offline — your answers are kept on this device"
    >
      {waiting
        ? 'The checklist is sent as soon as the connection is back.'
        : 'Carry on: photos and the checklist are sent when the connection is back.'}
    </Alert>
  );
}
