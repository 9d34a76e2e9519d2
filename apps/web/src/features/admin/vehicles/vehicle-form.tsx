import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Vehicle } from '@shuttle-ops/domain';
import { useState } from 'react';
import type { ImageChange } from '../../../lib/api/image-change.ts';
import { KEEP_IMAGE } from '../../../lib/api/image-change.ts';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { useVehicleMutations } from '../api/vehicles-api.ts';
import type { SavedVehicle } from '../api/vehicles-api.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import {
  STATUS_OPTIONS,
  VEHICLE_FIELDS,
  VEHICLE_LABELS,
  validateVehicle,
  vehicleFields,
  vehicleFormValues,
} from './vehicle-form-values.ts';
import type { VehicleFormValues } from './vehicle-form-values.ts';

export interface VehicleFormProps {
  /** null to create a vehicle. */
  vehicle: Vehicle | null;
  onSaved: (saved: SavedVehicle) => void;
  onCancel: () => void;
}

export function VehicleForm({ vehicle, onSaved, onCancel }: VehicleFormProps) {
  const { save } = useVehicleMutations();
  const showSaveError = useSaveError();
  const [icon, setIcon] = useState<ImageChange>(KEEP_IMAGE);
  const form = useForm<VehicleFormValues>({
    mode: 'uncontrolled',
    initialValues: vehicleFormValues(vehicle),
    validate: validateVehicle,
  });

  const submit = (values: VehicleFormValues) => {
    save.mutate(
      { id: vehicle?.Vehicle_ID, fields: vehicleFields(values), icon },
      {
        onSuccess: onSaved,
        onError: (error) =>
          showSaveError(error, form, {
            fields: VEHICLE_FIELDS,
            codeFields: { NAME_TAKEN: 'name' },
          }),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Vehicle">
      <Stack>
        <TextInput
          label={VEHICLE_LABELS.name}
          required
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={VEHICLE_LABELS.registration}
          description="The number plate, if it has one"
          key={form.key('registration')}
          {...form.getInputProps('registration')}
        />
        <Select
          label={VEHICLE_LABELS.status_flag}
          data={STATUS_OPTIONS}
          allowDeselect={false}
          required
          key={form.key('status_flag')}
          {...form.getInputProps('status_flag')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={VEHICLE_LABELS.maxOccupancy}
            description="Passengers it may carry"
            min={0}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            required
            key={form.key('maxOccupancy')}
            {...form.getInputProps('maxOccupancy')}
          />
          <NumberInput
            label={VEHICLE_LABELS.max_wheelchair_occupancy}
            description="Of those, wheelchair places"
            min={0}
            max={50}
            allowDecimal={false}
            allowNegative={false}
            required
            key={form.key('max_wheelchair_occupancy')}
            {...form.getInputProps('max_wheelchair_occupancy')}
          />
        </SimpleGrid>
        <ImageUpload
          label="Icon"
          current={vehicle?.vehicle_icon ?? null}
          value={icon}
          onChange={setIcon}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {vehicle === null ? 'Create vehicle' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
