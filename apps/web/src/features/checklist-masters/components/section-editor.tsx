import { Button, Group, Input, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import type { SectionValues } from '../model/master-form-values.ts';
import { newItem } from '../model/master-form-values.ts';
import { ItemEditor } from './item-editor.tsx';
import type { MasterForm } from './master-form-type.ts';
import { MoveButtons } from './move-buttons.tsx';
import classes from './editor.module.css';
import { useListMoves } from './use-list-moves.ts';

export interface SectionEditorProps {
  form: MasterForm;
  section: SectionValues;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** A section: its title and its items in the order the operator meets them. */
export function SectionEditor({
  form,
  section,
  index,
  count,
  onMove,
  onRemove,
}: SectionEditorProps) {
  const path = `sections.${index}`;
  const itemsPath = `${path}.items`;
  const listRef = useRef<HTMLOListElement>(null);
  const moves = useListMoves(listRef, section.items);
  const sectionName = section.title.trim() || `section ${index + 1}`;
  const itemsError = form.errors[itemsPath];

  const moveItem = (from: number, delta: -1 | 1) => {
    const item = section.items[from];
    if (item === undefined) return;
    form.reorderListItem(itemsPath, { from, to: from + delta });
    moves.moved(
      item.key,
      delta === -1 ? 'up' : 'down',
      `Item ${from + 1} moved to position ${from + delta + 1} of ${section.items.length}.`,
    );
  };

  return (
    <Paper withBorder p="md" component="li" aria-label={`Section ${index + 1}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Section {index + 1}</Text>
          <MoveButtons
            name={`section ${index + 1}`}
            moveKey={section.key}
            first={index === 0}
            last={index === count - 1}
            onMove={onMove}
            onRemove={onRemove}
          />
        </Group>
        <TextInput
          label="Section title"
          description="For example Running gear, Cabin, Safety equipment"
          required
          {...form.getInputProps(`${path}.title`)}
        />
        <ol ref={listRef} aria-label={`Items of ${sectionName}`} className={classes.list}>
          {section.items.map((item, i) => (
            <ItemEditor
              key={item.key}
              form={form}
              path={`${itemsPath}.${i}`}
              item={item}
              index={i}
              count={section.items.length}
              sectionName={sectionName}
              onMove={(delta) => moveItem(i, delta)}
              onRemove={() => {
                form.removeListItem(itemsPath, i);
                moves.announce(`Item ${i + 1} removed from ${sectionName}.`);
              }}
            />
          ))}
        </ol>
        {itemsError !== undefined && <Input.Error role="alert">{itemsError}</Input.Error>}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              form.insertListItem(itemsPath, newItem());
              moves.announce(`Item ${section.items.length + 1} added to ${sectionName}.`);
            }}
          >
            Add item to {sectionName}
          </Button>
        </Group>
        <VisuallyHidden aria-live="polite">{moves.announcement}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}
