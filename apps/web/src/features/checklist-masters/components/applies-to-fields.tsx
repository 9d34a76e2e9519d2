import { Alert, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { useTargets } from '../api/get-targets.ts';
import type { MasterForm } from './master-form-type.ts';

/** Which vehicles and routes the master applies to; none of either: every vehicle. */
export function AppliesToFields({ form }: { form: MasterForm }) {
  const targets = useTargets();
  const { Vehicle_IDs, Route_IDs } = form.values.applies_to;
  const everyVehicle = Vehicle_IDs.length === 0 && Route_IDs.length === 0;
  const loading = targets.isPending ? 'Loading…' : undefined;
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <MultiSelect
          label="Vehicles"
          placeholder={loading ?? 'Choose vehicles'}
          data={targets.data?.vehicles ?? []}
          searchable
          clearable
          nothingFoundMessage="No vehicle found"
          {...form.getInputProps('applies_to.Vehicle_IDs')}
        />
        <MultiSelect
          label="Routes"
          placeholder={loading ?? 'Choose routes'}
          data={targets.data?.routes ?? []}
          searchable
          clearable
          nothingFoundMessage="No route found"
          {...form.getInputProps('applies_to.Route_IDs')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {everyVehicle
          ? 'Applies to every vehicle of the customer.'
          : 'Applies to the chosen vehicles, and to any vehicle starting a chosen route.'}
      </Text>
      {targets.isError && (
        <Alert color="red" title="Vehicles and routes could not be loaded">
          {errorMessage(targets.error)}
        </Alert>
      )}
    </Stack>
  );
}
