import { Alert, Select, SimpleGrid } from '@mantine/core';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useActiveVehicles } from '../../../lib/api/use-active-vehicles.ts';
import { useServicesToCheck } from '../api/get-services-to-check.ts';

export interface VehiclePickerProps {
  vehicleId: string | null;
  serviceId: string | null;
  onChange: (choice: { vehicleId: string | null; serviceId: string | null }) => void;
}

/** The vehicle to check and, if it has one, the service it is checked for. */
export function VehiclePicker({ vehicleId, serviceId, onChange }: VehiclePickerProps) {
  const vehicles = useActiveVehicles();
  const services = useServicesToCheck();
  const needsCheck = new Set(
    (services.data ?? []).filter((s) => !s.departure_gate.allowed).map((s) => s.Vehicle_ID),
  );
  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: v.Vehicle_ID,
    label: needsCheck.has(v.Vehicle_ID) ? `${v.name} (checklist needed)` : v.name,
  }));
  // A deep link to a vehicle the list does not hold (offline) still shows it.
  if (vehicleId && !vehicleOptions.some((o) => o.value === vehicleId)) {
    vehicleOptions.unshift({ value: vehicleId, label: 'The vehicle you opened' });
  }
  const serviceOptions = (services.data ?? [])
    .filter((s) => s.Vehicle_ID === vehicleId)
    .map((s) => ({ value: s.Service_ID, label: `${s.routeName} (${s.serviceStatus})` }));
  const error = vehicles.error ?? services.error;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Vehicle"
        placeholder={vehicles.isPending ? 'Loading vehicles…' : 'Choose a vehicle'}
        size="lg"
        searchable
        data={vehicleOptions}
        value={vehicleId}
        onChange={(value) => onChange({ vehicleId: value, serviceId: null })}
        nothingFoundMessage="No vehicle of that name"
      />
      <Select
        label="Service (optional)"
        placeholder={serviceOptions.length > 0 ? 'Choose its service' : 'No service to choose'}
        size="lg"
        clearable
        data={serviceOptions}
        value={serviceOptions.some((o) => o.value === serviceId) ? serviceId : null}
        onChange={(value) => onChange({ vehicleId, serviceId: value })}
        disabled={serviceOptions.length === 0}
      />
      {error ? (
        <Alert color="red" title="The vehicles could not be loaded">
          {errorMessage(error)}
        </Alert>
      ) : null}
    </SimpleGrid>
  );
}
