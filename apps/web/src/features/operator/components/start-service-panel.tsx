import { Alert, Anchor, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { paths } from '@shuttle-ops/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useActiveVehicles } from '../../../lib/api/use-active-vehicles.ts';
import { useDepartureGates } from '../../../lib/api/departure-gates.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useServiceRoutes } from '../api/get-service-choices.ts';
import { useBusyVehicleIds, useReportedVehicleIds } from '../api/get-vehicle-availability.ts';
import { vehicleOptions } from '../model/vehicle-options.ts';

/** Refusals that a checklist filled in now puts right. */
const CHECKLIST_REFUSALS = new Set(['CHECKLIST_REQUIRED', 'CHECKLIST_FAILED']);

export interface StartServicePanelProps {
  onStart: (choice: { Vehicle_ID: string; Route_ID: string }) => void;
  busy: boolean;
  error: unknown;
}

/** Pick a vehicle and a route, confirm, and the service starts. */
export function StartServicePanel({ onStart, busy, error }: StartServicePanelProps) {
  const vehicles = useActiveVehicles();
  const inService = useBusyVehicleIds();
  const reported = useReportedVehicleIds();
  const routes = useServiceRoutes();
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [routeId, setRouteId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const freeIds = (vehicles.data ?? [])
    .map((v) => v.Vehicle_ID)
    .filter((id) => inService.data !== undefined && !inService.data.has(id));
  const gates = useDepartureGates(freeIds);
  const options = vehicleOptions(vehicles.data ?? [], inService.data, reported.data, gates);
  const free = options.some((option) => option.value === vehicleId && !option.disabled);
  const vehicle = free ? vehicles.data?.find((v) => v.Vehicle_ID === vehicleId) : undefined;
  const gate = vehicle ? gates.get(vehicle.Vehicle_ID) : undefined;
  const held = gate !== undefined && !gate.allowed;
  const route = routes.data?.find((r) => r.Route_ID === routeId);
  const loadError = vehicles.error ?? inService.error ?? reported.error ?? routes.error;
  const loadingVehicles = vehicles.isPending || inService.isPending || reported.isPending;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="start-service-title">
      <Title order={2} size="h4" id="start-service-title" mb="sm">
        Start a service
      </Title>
      <Stack gap="md">
        <Select
          label="Vehicle"
          placeholder={loadingVehicles ? 'Loading vehicles…' : 'Choose a vehicle'}
          description="A vehicle already in service, or one that has never reported, cannot be chosen."
          size="lg"
          searchable
          data={options}
          value={vehicleId}
          onChange={setVehicleId}
          disabled={loadingVehicles}
          nothingFoundMessage="No vehicle of that name"
        />
        <Select
          label="Route"
          placeholder="Choose a route"
          size="lg"
          searchable
          data={(routes.data ?? []).map((r) => ({ value: r.Route_ID, label: r.name }))}
          value={routeId}
          onChange={setRouteId}
          disabled={routes.isPending}
        />
        {held && vehicle ? (
          <Alert color="yellow" title="Today’s checklist first" data-testid="start-gate-notice">
            {gate.message}{' '}
            {gate.state === 'out_of_service' ? null : (
              <Anchor
                component={Link}
                to={`${paths.operatorChecklist}?Vehicle_ID=${encodeURIComponent(vehicle.Vehicle_ID)}`}
              >
                Fill in the checklist
              </Anchor>
            )}
          </Alert>
        ) : null}
        {loadError ? (
          <Alert color="red" title="The vehicles or routes could not be loaded">
            {errorMessage(loadError)}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" title="The service was not started" role="alert">
            {errorMessage(error)}
            {isApiError(error) && CHECKLIST_REFUSALS.has(error.code) && vehicleId ? (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={`${paths.operatorChecklist}?Vehicle_ID=${encodeURIComponent(vehicleId)}`}
                >
                  Fill in the checklist
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button
          size="lg"
          disabled={!vehicle || !route || held}
          loading={busy}
          onClick={() => setConfirming(true)}
        >
          Start service
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Start this service?"
        confirmLabel="Start"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (vehicle && route)
            onStart({ Vehicle_ID: vehicle.Vehicle_ID, Route_ID: route.Route_ID });
        }}
      >
        <Text>
          {vehicle?.name} starts running {route?.name} now, with you as its operator.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
