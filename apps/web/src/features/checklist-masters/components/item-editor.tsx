import { Checkbox, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ItemValues } from '../model/master-form-values.ts';
import { ITEM_TYPE_OPTIONS } from '../model/item-types.ts';
import { ItemPictureField } from './item-picture-field.tsx';
import { ItemTypeFields } from './item-type-fields.tsx';
import type { MasterForm } from './master-form-type.ts';
import { MoveButtons } from './move-buttons.tsx';

export interface ItemEditorProps {
  form: MasterForm;
  /** `sections.0.items.2`. */
  path: string;
  item: ItemValues;
  index: number;
  count: number;
  /** "Brakes" (or "section 1"), to name the buttons. */
  sectionName: string;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One item: what it asks, its type and settings, whether it is required or safety-critical. */
export function ItemEditor(props: ItemEditorProps) {
  const { form, path, item, index, count, sectionName, onMove, onRemove } = props;
  const name = `item ${index + 1} of ${sectionName}`;
  return (
    <Paper withBorder p="sm" component="li" aria-label={`Item ${index + 1}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            Item {index + 1}
          </Text>
          <MoveButtons
            name={name}
            moveKey={item.key}
            first={index === 0}
            last={index === count - 1}
            onMove={onMove}
            onRemove={onRemove}
          />
        </Group>
        <Group align="flex-start" gap="xs" grow>
          <TextInput
            label="Label"
            description="What the operator checks"
            required
            {...form.getInputProps(`${path}.label`)}
          />
          <Select
            label="Type"
            description="What the operator answers"
            data={ITEM_TYPE_OPTIONS}
            allowDeselect={false}
            required
            {...form.getInputProps(`${path}.type`)}
          />
        </Group>
        <ItemTypeFields form={form} path={path} type={item.type} />
        <Group gap="lg">
          <Checkbox
            label="Required"
            {...form.getInputProps(`${path}.required`, { type: 'checkbox' })}
          />
          <Checkbox
            label="Safety-critical"
            description="A failure takes the vehicle out of service"
            color="red"
            {...form.getInputProps(`${path}.safety_critical`, { type: 'checkbox' })}
          />
          <Checkbox
            label="Blocks departure"
            description={
              item.safety_critical
                ? 'Safety-critical items always do'
                : 'A failure fails the checklist; otherwise it is a defect to repair'
            }
            color="orange"
            disabled={item.safety_critical}
            {...form.getInputProps(`${path}.blocking`, { type: 'checkbox' })}
            checked={item.safety_critical || item.blocking}
          />
        </Group>
        <Textarea
          label="Instructions"
          description="Optional; how to check it"
          rows={2}
          {...form.getInputProps(`${path}.instructions`)}
        />
        <ItemPictureField form={form} path={path} item={item} name={name} />
      </Stack>
    </Paper>
  );
}
