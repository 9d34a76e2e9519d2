import {
  Button,
  ColorInput,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { HARWELL_ROUTES } from '@shuttle-ops/domain';
import type { BusStop, Route } from '@shuttle-ops/domain';
import { lazy, useState } from 'react';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { MapBoundary, viewAround } from '../../../map/index.ts';
import type { Position } from '../../../map/index.ts';
import { useRouteMutations } from '../api/routes-api.ts';
import { pathThroughStops } from './path-through-stops.ts';
import {
  ROUTE_FIELDS,
  ROUTE_LABELS,
  routeFields,
  routeFormValues,
  validateRoute,
} from './route-form-values.ts';
import type { RouteFormValues } from './route-form-values.ts';
import { RoutePathTools } from './route-path-tools.tsx';
import { RouteStopsEditor } from './route-stops-editor.tsx';

const RouteMap = lazy(async () => ({ default: (await import('./route-map.tsx')).RouteMap }));

const MAP_HEIGHT = 480;
/** The site's roads: snapped legs follow them. */
const GUIDES = HARWELL_ROUTES.map((route) => route.path.coordinates);
const SWATCHES = ['#364fc7', '#0b6bcb', '#2e7d32', '#c2255c', '#e8590c', '#5f3dc4', '#087f5b'];

export interface RouteFormProps {
  /** null to create a route; an existing one comes in full (path and stops). */
  route: Route | null;
  allStops: ReadonlyMap<string, BusStop>;
  onSaved: (saved: Route) => void;
  onCancel: () => void;
}

/** The route editor: details, the stops in order and the path on the map. */
export function RouteForm({ route, allStops, onSaved, onCancel }: RouteFormProps) {
  const { save } = useRouteMutations();
  const showSaveError = useSaveError();
  // Controlled: the map, the stop list and the path tools all work on the same values.
  const form = useForm<RouteFormValues>({
    mode: 'controlled',
    initialValues: routeFormValues(route),
    validate: validateRoute,
  });
  const { values } = form;
  // The map opens on the route as it was when the editor opened.
  const [bounds] = useState(() => {
    const start = routeFormValues(route);
    const stopsAt = start.stops.flatMap((item) => {
      const stop = allStops.get(item.stopId);
      return stop === undefined ? [] : [[stop.lon, stop.lat] as Position];
    });
    return viewAround([...start.path, ...stopsAt], 0.001) ?? undefined;
  });

  const stopPositions = (): Position[] =>
    values.stops.flatMap((item) => {
      const stop = allStops.get(item.stopId);
      return stop === undefined ? [] : [[stop.lon, stop.lat] as Position];
    });

  const setPath = (path: Position[]) => {
    form.setFieldValue('path', path);
    form.clearFieldError('path');
  };

  const submit = (submitted: RouteFormValues) => {
    save.mutate(
      { id: route?.Route_ID, fields: routeFields(submitted) },
      {
        onSuccess: onSaved,
        onError: (error) =>
          showSaveError(error, form, { fields: ROUTE_FIELDS, codeFields: { NAME_TAKEN: 'name' } }),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Route">
      <Stack>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack>
            <TextInput
              label={ROUTE_LABELS.name}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Textarea
              label={ROUTE_LABELS.description}
              autosize
              minRows={2}
              maxRows={4}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Radio.Group
                label={ROUTE_LABELS.routeType}
                value={values.routeType}
                onChange={(next) => form.setFieldValue('routeType', next)}
                error={form.errors['routeType']}
              >
                <Group mt="xs">
                  <Radio value="loop" label="Loop (back to the first stop)" />
                  <Radio value="line" label="Line" />
                </Group>
              </Radio.Group>
              <ColorInput
                label={ROUTE_LABELS.color}
                format="hex"
                swatches={SWATCHES}
                eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
                {...form.getInputProps('color')}
              />
            </SimpleGrid>
            <RouteStopsEditor
              value={values.stops}
              onChange={(stops) => {
                form.setFieldValue('stops', stops);
                form.clearFieldError('stops');
              }}
              stops={allStops}
              error={form.errors['stops'] as string | undefined}
            />
          </Stack>
          <Stack>
            <RoutePathTools
              path={values.path}
              canSnap={values.stops.length >= 2}
              onSnap={() =>
                setPath(
                  pathThroughStops(stopPositions(), {
                    closed: values.routeType === 'loop',
                    guides: GUIDES,
                  }),
                )
              }
              onUndoLast={() => setPath(values.path.slice(0, -1))}
              onClear={() => setPath([])}
              error={form.errors['path'] as string | undefined}
            />
            <MapBoundary
              height={MAP_HEIGHT}
              fallbackHint="Choose the stops and use “Snap path through stops” to make the path."
            >
              <RouteMap
                stops={values.stops}
                allStops={allStops}
                path={values.path}
                color={values.color || '#364fc7'}
                onPathChange={setPath}
                height={MAP_HEIGHT}
                bounds={bounds}
              />
            </MapBoundary>
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {route === null ? 'Create route' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
