import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { findDuplicateStop } from '@shuttle-ops/domain';
import type { BusStop } from '@shuttle-ops/domain';
import { lazy, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { MapBoundary, viewAround } from '../../../map/index.ts';
import { useAllBusStops, useBusStopMutations } from '../api/bus-stops-api.ts';
import {
  BUS_STOP_FIELDS,
  BUS_STOP_LABELS,
  busStopFields,
  busStopFormValues,
  DIRECTIONS,
  formPosition,
  validateBusStop,
} from './bus-stop-form-values.ts';
import type { BusStopFormValues } from './bus-stop-form-values.ts';
import { describeStop, DuplicateStopWarning } from './duplicate-stop-warning.tsx';

const BusStopMap = lazy(async () => ({
  default: (await import('./bus-stop-map.tsx')).BusStopMap,
}));

const MAP_HEIGHT = 260;

export interface BusStopFormProps {
  /** null to create a stop. */
  busStop: BusStop | null;
  onSaved: (saved: BusStop) => void;
  onCancel: () => void;
}

export function BusStopForm({ busStop, onSaved, onCancel }: BusStopFormProps) {
  const mutations = useBusStopMutations();
  const showSaveError = useSaveError();
  const allStops = useAllBusStops();
  // Controlled: the map follows typed coordinates and a click on the map fills them in.
  const form = useForm<BusStopFormValues>({
    mode: 'controlled',
    initialValues: busStopFormValues(busStop),
    validate: validateBusStop,
  });

  const position = formPosition(form.values);
  const [bounds] = useState(() => {
    const start = formPosition(busStopFormValues(busStop));
    return start === null ? undefined : (viewAround([start], 0.004) ?? undefined);
  });
  const otherStops = useMemo(
    () => (allStops.data?.Items ?? []).filter((stop) => stop.BS_ID !== busStop?.BS_ID),
    [allStops.data, busStop],
  );

  const duplicate = useMemo(() => {
    const at = formPosition(form.values);
    if (at === null) return null;
    return findDuplicateStop(
      { BS_ID: busStop?.BS_ID, name: form.values.name, lon: at[0], lat: at[1] },
      otherStops,
    );
  }, [form.values, otherStops, busStop]);
  // Values held back until the user confirms a second stop at the same place.
  const [unconfirmed, setUnconfirmed] = useState<BusStopFormValues | null>(null);

  const save = (values: BusStopFormValues) => {
    mutations.save.mutate(
      { id: busStop?.BS_ID, fields: busStopFields(values) },
      {
        onSuccess: onSaved,
        onError: (error) => showSaveError(error, form, { fields: BUS_STOP_FIELDS }),
      },
    );
  };
  const submit = (values: BusStopFormValues) => {
    if (duplicate === null) save(values);
    else setUnconfirmed(values);
  };

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Bus stop">
        <Stack>
          <TextInput
            label={BUS_STOP_LABELS.name}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={BUS_STOP_LABELS.label}
              description="A short code on the stop sign, e.g. H1"
              {...form.getInputProps('label')}
            />
            <Autocomplete
              label={BUS_STOP_LABELS.direction}
              description="Which way the buses leave"
              data={DIRECTIONS}
              {...form.getInputProps('direction')}
            />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4} id="bus-stop-map-hint">
              Position
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              Click the map to place the stop, drag its marker, or type the coordinates.
            </Text>
            <MapBoundary
              height={MAP_HEIGHT}
              fallbackHint="Type the latitude and longitude instead."
            >
              <BusStopMap
                position={position}
                otherStops={otherStops}
                onPick={([lon, lat]) => form.setValues({ lat, lon })}
                bounds={bounds}
              />
            </MapBoundary>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={BUS_STOP_LABELS.lat}
              description="Degrees north, e.g. 51.5736"
              decimalScale={6}
              min={-90}
              max={90}
              step={0.0001}
              required
              {...form.getInputProps('lat')}
            />
            <NumberInput
              label={BUS_STOP_LABELS.lon}
              description="Degrees east; west is negative"
              decimalScale={6}
              min={-180}
              max={180}
              step={0.0001}
              required
              {...form.getInputProps('lon')}
            />
          </SimpleGrid>
          {duplicate !== null && <DuplicateStopWarning duplicate={duplicate} />}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onCancel} disabled={mutations.save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutations.save.isPending}>
              {busStop === null ? 'Create bus stop' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: its own form's submit must not bubble into this one. */}
      <ConfirmDialog
        opened={unconfirmed !== null}
        title="Save a second stop here?"
        confirmLabel="Save anyway"
        onConfirm={() => {
          if (unconfirmed !== null) save(unconfirmed);
          setUnconfirmed(null);
        }}
        onCancel={() => setUnconfirmed(null)}
      >
        {duplicate === null
          ? 'Save this bus stop?'
          : `${describeStop(duplicate.stop)} is already ${duplicate.metres} m from this position. Passengers and routes would see two stops of the same name at the same place.`}
      </ConfirmDialog>
    </>
  );
}
