import { Alert, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useServiceRoutes, useServiceVehicles } from '../api/get-service-choices.ts';

export interface StartServicePanelProps {
  onStart: (choice: { Vehicle_ID: string; Route_ID: string }) => void;
  busy: boolean;
  error: unknown;
}

/** Pick a vehicle and a route, confirm, and the service starts. */
export function StartServicePanel({ onStart, busy, error }: StartServicePanelProps) {
  const vehicles = useServiceVehicles();
  const routes = useServiceRoutes();
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [routeId, setRouteId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const vehicle = vehicles.data?.find((v) => v.Vehicle_ID === vehicleId);
  const route = routes.data?.find((r) => r.Route_ID === routeId);
  const loadError = vehicles.error ?? routes.error;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="start-service-title">
      <Title order={2} size="h4" id="start-service-title" mb="sm">
        Start a service
      </Title>
      <Stack gap="md">
        <Select
          label="Vehicle"
          placeholder="Choose a vehicle"
          size="lg"
          searchable
          data={(vehicles.data ?? []).map((v) => ({ value: v.Vehicle_ID, label: v.name }))}
          value={vehicleId}
          onChange={setVehicleId}
          disabled={vehicles.isPending}
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
        {loadError ? (
          <Alert color="red" title="The vehicles or routes could not be loaded">
            {errorMessage(loadError)}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" title="The service was not started" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Button
          size="lg"
          disabled={!vehicle || !route}
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
