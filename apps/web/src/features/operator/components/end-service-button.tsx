import { Button, Text } from '@mantine/core';
import type { Service } from '@shuttle-ops/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';

export interface EndServiceButtonProps {
  service: Service;
  onEnd: () => void;
  busy: boolean;
}

/** Ends the service (completed) after a confirmation; the page shows a refusal. */
export function EndServiceButton({ service, onEnd, busy }: EndServiceButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="lg"
        color="red"
        variant="light"
        loading={busy}
        onClick={() => setConfirming(true)}
      >
        End service
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="End this service?"
        confirmLabel="End service"
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onEnd();
        }}
      >
        <Text>
          {service.vehicleName} stops running {service.routeName}. The service moves to the history
          and cannot be restarted.
        </Text>
      </ConfirmDialog>
    </>
  );
}
