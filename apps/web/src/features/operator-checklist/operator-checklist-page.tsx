import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { useDepartureGate } from '../../lib/api/departure-gates.ts';
import { ChecklistRun } from './components/checklist-run.tsx';
import { DepartureGateNotice } from './components/departure-gate-notice.tsx';
import { MasterChooser } from './components/master-chooser.tsx';
import { VehiclePicker } from './components/vehicle-picker.tsx';

const TITLE = 'Operator Checklists';

/**
 * Spec §2 /operator/checklist, tablet-first: the checklist before departure. `?Vehicle_ID=`
 * (and `Service_ID`, `CL_Master_ID`) open it for a vehicle.
 */
export function OperatorChecklistPage() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  const [params, setParams] = useSearchParams();
  const vehicleId = params.get('Vehicle_ID');
  const serviceId = params.get('Service_ID');
  const masterId = params.get('CL_Master_ID');
  const gate = useDepartureGate(vehicleId);

  const choose = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Title order={1}>{TITLE}</Title>
      <VehiclePicker
        vehicleId={vehicleId}
        serviceId={serviceId}
        onChange={(choice) =>
          choose({ Vehicle_ID: choice.vehicleId, Service_ID: choice.serviceId, CL_Master_ID: null })
        }
      />
      {gate.data ? <DepartureGateNotice gate={gate.data} /> : null}
      {vehicleId ? (
        <MasterChooser
          vehicleId={vehicleId}
          masterId={masterId}
          onChoose={(id) => choose({ CL_Master_ID: id })}
        >
          {(master) => (
            <ChecklistRun
              key={`${vehicleId}/${master.CL_Master_ID}`}
              vehicleId={vehicleId}
              serviceId={serviceId}
              master={master}
            />
          )}
        </MasterChooser>
      ) : null}
    </Stack>
  );
}
