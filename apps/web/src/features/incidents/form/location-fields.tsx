import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { BusStop } from '@shuttle-ops/domain';
import { IconMap } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { MapBoundary } from '../../../map/index.ts';
import type { IncidentForm } from './incident-form-type.ts';

// MapLibre is large: loaded only when the map is asked for.
const LocationMap = lazy(async () => ({
  default: (await import('./location-map.tsx')).LocationMap,
}));

export interface LocationFieldsProps {
  form: IncidentForm;
  stops: readonly BusStop[];
}

/** Where it happened: coordinates (typed or picked on a map) and the nearest bus stop. */
export function LocationFields({ form, stops }: LocationFieldsProps) {
  const [mapShown, setMapShown] = useState(false);
  const { lat, lon } = form.values;
  const position =
    typeof lat === 'number' && typeof lon === 'number' ? ([lon, lat] as [number, number]) : null;
  return (
    <Fieldset legend="Location">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Latitude"
            description="Degrees north, e.g. 51.5750"
            decimalScale={6}
            min={-90}
            max={90}
            step={0.0001}
            {...form.getInputProps('lat')}
          />
          <NumberInput
            label="Longitude"
            description="Degrees east, e.g. -1.3110"
            decimalScale={6}
            min={-180}
            max={180}
            step={0.0001}
            {...form.getInputProps('lon')}
          />
        </SimpleGrid>
        {typeof form.errors['location'] === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors['location']}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconMap size={16} aria-hidden />}
            onClick={() => setMapShown((shown) => !shown)}
            aria-expanded={mapShown}
          >
            {mapShown ? 'Hide the map' : 'Pick on the map'}
          </Button>
          {position !== null && (
            <Button variant="subtle" onClick={() => form.setValues({ lat: '', lon: '' })}>
              Clear the position
            </Button>
          )}
        </Group>
        {mapShown && (
          <MapBoundary height={240} fallbackHint="Type the latitude and longitude instead.">
            <LocationMap
              position={position}
              stops={stops}
              onPick={([pickedLon, pickedLat]) =>
                form.setValues({ lat: pickedLat, lon: pickedLon })
              }
            />
          </MapBoundary>
        )}
        <NativeSelect
          label="Bus stop"
          description="The nearest stop; found from the position when left blank"
          data={[
            { value: '', label: 'None' },
            ...stops.map((stop) => ({
              value: stop.BS_ID,
              label: stop.label ? `${stop.label} ${stop.name}` : stop.name,
            })),
          ]}
          {...form.getInputProps('BS_ID')}
        />
      </Stack>
    </Fieldset>
  );
}
