import { NumberInput, Radio, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { MasterForm } from './master-form-type.ts';

export interface ItemTypeFieldsProps {
  form: MasterForm;
  /** `sections.0.items.2`. */
  path: string;
  type: string;
}

/** The settings only some types have: the passing answer, or the acceptable range. */
export function ItemTypeFields({ form, path, type }: ItemTypeFieldsProps) {
  if (type === 'yes_no') {
    return (
      <Radio.Group
        label="Answer that passes"
        description="The other answer fails the item"
        {...form.getInputProps(`${path}.expected`)}
      >
        <Group mt={4}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
    );
  }
  if (type !== 'number') return null;
  return (
    <SimpleGrid cols={3} spacing="xs">
      <NumberInput
        label="Lowest acceptable value"
        description="Blank: no lower limit"
        {...form.getInputProps(`${path}.min`)}
      />
      <NumberInput
        label="Highest acceptable value"
        description="Blank: no upper limit"
        {...form.getInputProps(`${path}.max`)}
      />
      <TextInput
        label="Unit"
        description="For example %, bar, km"
        {...form.getInputProps(`${path}.unit`)}
      />
    </SimpleGrid>
  );
}
