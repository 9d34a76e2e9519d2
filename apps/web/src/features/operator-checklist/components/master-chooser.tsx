import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ChecklistMaster } from '@shuttle-ops/domain';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useApplyingMasters } from '../api/get-applying-masters.ts';

export interface MasterChooserProps {
  vehicleId: string;
  masterId: string | null;
  onChoose: (masterId: string) => void;
  children: (master: ChecklistMaster) => React.ReactNode;
}

/** The checklists that apply to the vehicle: the only one, or the one the operator picks. */
export function MasterChooser({ vehicleId, masterId, onChoose, children }: MasterChooserProps) {
  const masters = useApplyingMasters(vehicleId);
  if (masters.isPending) return <Loader aria-label="Loading the checklists" />;
  if (masters.isError) {
    return (
      <Alert color="red" title="The checklists could not be loaded">
        {errorMessage(masters.error)}
      </Alert>
    );
  }
  const list = masters.data;
  if (list.length === 0) {
    return <Alert title="No checklist applies to this vehicle">Nothing to fill in here.</Alert>;
  }
  const chosen = list.length === 1 ? list[0] : list.find((m) => m.CL_Master_ID === masterId);
  if (chosen) {
    return (
      <Stack gap="md">
        <Title order={2}>{chosen.name}</Title>
        {list.length > 1 ? (
          <Text size="sm" c="dimmed">
            {list.length} checklists apply to this vehicle; one passed is enough.
          </Text>
        ) : null}
        {children(chosen)}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="choose-checklist">
      <Title order={2} size="h3" id="choose-checklist">
        Choose a checklist
      </Title>
      {list.map((master) => (
        <Button
          key={master.CL_Master_ID}
          size="lg"
          variant="default"
          justify="space-between"
          onClick={() => onChoose(master.CL_Master_ID)}
          rightSection={<Text size="sm">{master.item_count} items</Text>}
        >
          {master.name}
        </Button>
      ))}
    </Stack>
  );
}
