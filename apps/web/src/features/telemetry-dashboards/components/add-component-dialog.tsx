import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  MEASURE_NAMES,
  MEASURES,
  TEMPLATE_COMPONENT_KINDS,
  TEMPLATE_COMPONENT_MAX_MEASURES,
  TEMPLATE_COMPONENT_MAX_VEHICLES,
  templateComponent,
  type TemplateComponent,
  type TemplateComponentKind,
  type TemplateGridPosition,
} from '@shuttle-ops/domain';
import { useState } from 'react';
import type { VehicleOption } from '../../../lib/api/vehicle-options.ts';
import { KIND_LABELS } from '../model/layout.ts';

const NUMERIC = MEASURE_NAMES.filter((m) => MEASURES[m].valueType === 'number').map((m) => ({
  value: m,
  label: MEASURES[m].label,
}));
const ALL = MEASURE_NAMES.map((m) => ({ value: m, label: MEASURES[m].label }));
const KINDS = TEMPLATE_COMPONENT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

export interface AddComponentDialogProps {
  opened: boolean;
  vehicles: readonly VehicleOption[];
  /** The id and place the new component gets, by kind. */
  placeFor: (kind: TemplateComponentKind) => { id: string; layout: TemplateGridPosition };
  onAdd: (component: TemplateComponent) => void;
  onClose: () => void;
}

/** Chooses a component's kind, vehicles and measures; the grid then places it below the rest. */
export function AddComponentDialog({
  opened,
  vehicles,
  placeFor,
  onAdd,
  onClose,
}: AddComponentDialogProps) {
  const [kind, setKind] = useState<TemplateComponentKind>('time-series');
  const [title, setTitle] = useState('');
  const [chosenVehicles, setChosenVehicles] = useState<string[]>([]);
  const [measures, setMeasures] = useState<string[]>([]);
  const [measure, setMeasure] = useState<string | null>(null);
  const [min, setMin] = useState<number | string>(0);
  const [max, setMax] = useState<number | string>(100);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const many = kind === 'time-series' || kind === 'table';
  const one = kind === 'gauge' || kind === 'latest-value';
  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = () => {
    const place = placeFor(kind);
    const candidate = {
      ...place,
      kind,
      title,
      vehicles: chosenVehicles,
      ...(many ? { measures } : {}),
      ...(one ? { measure: measure ?? '' } : {}),
      ...(kind === 'gauge' ? { min: Number(min), max: Number(max) } : {}),
    };
    const parsed = templateComponent.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'kind');
        found[field] ??= field === 'vehicles' ? 'Choose at least one vehicle' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onAdd(parsed.data);
    setTitle('');
    setChosenVehicles([]);
    setMeasures([]);
    setMeasure(null);
  };

  return (
    <Modal opened={opened} onClose={close} title="Add a component" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Select
            label="Kind"
            data={KINDS}
            value={kind}
            onChange={(value) => value && setKind(value)}
            allowDeselect={false}
            data-autofocus
          />
          <TextInput
            label="Title"
            description="Optional"
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <MultiSelect
            label="Vehicles"
            data={vehicles.map((v) => ({ value: v.value, label: v.label }))}
            value={chosenVehicles}
            onChange={setChosenVehicles}
            maxValues={TEMPLATE_COMPONENT_MAX_VEHICLES}
            searchable
            required
            error={errors['vehicles']}
          />
          {many && (
            <MultiSelect
              label="Measures"
              data={kind === 'table' ? ALL : NUMERIC}
              value={measures}
              onChange={setMeasures}
              maxValues={TEMPLATE_COMPONENT_MAX_MEASURES}
              searchable
              required
              error={errors['measures'] && 'Choose at least one measure'}
            />
          )}
          {one && (
            <Select
              label="Measure"
              data={kind === 'gauge' ? NUMERIC : ALL}
              value={measure}
              onChange={setMeasure}
              searchable
              required
              error={errors['measure'] && 'Choose a measure'}
            />
          )}
          {kind === 'gauge' && (
            <Group grow>
              <NumberInput label="Minimum" value={min} onChange={setMin} required />
              <NumberInput
                label="Maximum"
                value={max}
                onChange={setMax}
                required
                error={errors['max']}
              />
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Add</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
