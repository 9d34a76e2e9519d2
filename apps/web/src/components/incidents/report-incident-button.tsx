import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useState } from 'react';
import { ReportIncidentDialog } from './report-incident-dialog.tsx';
import type { IncidentContext } from './quick-incident.ts';

export interface ReportIncidentButtonProps {
  context: IncidentContext;
  size?: ButtonProps['size'];
}

/** "Report an incident" and its dialog. */
export function ReportIncidentButton({ context, size = 'lg' }: ReportIncidentButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="outline"
        color="red.9"
        leftSection={<IconAlertOctagon size={20} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Report an incident
      </Button>
      <ReportIncidentDialog opened={opened} onClose={() => setOpened(false)} context={context} />
    </>
  );
}
