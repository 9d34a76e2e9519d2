import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { BusStop, Route } from '@shuttle-ops/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useAllBusStops } from '../api/bus-stops-api.ts';
import { useRouteDetail } from '../api/routes-api.ts';
import { RouteForm } from './route-form.tsx';

export interface RouteEditorProps {
  /** The route from the (lite) list, or null for a new one. */
  route: Route | null;
  onSaved: (saved: Route) => void;
  onCancel: () => void;
}

/** Loads what the route form needs (the full route and every stop), then shows it. */
export function RouteEditor({ route, onSaved, onCancel }: RouteEditorProps) {
  const detail = useRouteDetail(route?.Route_ID);
  const stops = useAllBusStops();
  const allStops = useMemo(
    () => new Map<string, BusStop>((stops.data?.Items ?? []).map((stop) => [stop.BS_ID, stop])),
    [stops.data],
  );
  // The route's own stops are known even if the list of all stops was cut off at its limit.
  const known = useMemo(() => {
    const merged = new Map(allStops);
    for (const stop of detail.data?.busstops ?? []) merged.set(stop.BS_ID, stop);
    return merged;
  }, [allStops, detail.data]);

  const failure = stops.error ?? (route === null ? null : detail.error);
  if (failure !== null) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="The route cannot be edited">
        <Text size="sm" mb="sm">
          {errorMessage(failure)}
        </Text>
        <Button variant="default" onClick={onCancel}>
          Close
        </Button>
      </Alert>
    );
  }
  if (stops.isPending || (route !== null && detail.isPending)) {
    return (
      <Center py="xl" role="status">
        <Loader size="md" aria-hidden />
        <Text ml="sm">Loading the route…</Text>
      </Center>
    );
  }
  return (
    <RouteForm
      route={route === null ? null : (detail.data ?? null)}
      allStops={known}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
