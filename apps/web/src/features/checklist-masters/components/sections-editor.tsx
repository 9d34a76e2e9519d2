import { Button, Group, Input, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { newSection } from '../model/master-form-values.ts';
import classes from './editor.module.css';
import type { MasterForm } from './master-form-type.ts';
import { SectionEditor } from './section-editor.tsx';
import { useListMoves } from './use-list-moves.ts';

/** The master's sections in order: add, title, reorder, remove. */
export function SectionsEditor({ form }: { form: MasterForm }) {
  const sections = form.values.sections;
  const listRef = useRef<HTMLOListElement>(null);
  const moves = useListMoves(listRef, sections);
  const error = form.errors['sections'];

  const move = (from: number, delta: -1 | 1) => {
    const section = sections[from];
    if (section === undefined) return;
    form.reorderListItem('sections', { from, to: from + delta });
    moves.moved(
      section.key,
      delta === -1 ? 'up' : 'down',
      `Section ${from + 1} moved to position ${from + delta + 1} of ${sections.length}.`,
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Sections and items
      </Title>
      <ol ref={listRef} aria-label="Sections" className={classes.list}>
        {sections.map((section, index) => (
          <SectionEditor
            key={section.key}
            form={form}
            section={section}
            index={index}
            count={sections.length}
            onMove={(delta) => move(index, delta)}
            onRemove={() => {
              form.removeListItem('sections', index);
              moves.announce(`Section ${index + 1} removed.`);
            }}
          />
        ))}
      </ol>
      {error !== undefined && <Input.Error role="alert">{error}</Input.Error>}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            form.insertListItem('sections', newSection());
            moves.announce(`Section ${sections.length + 1} added.`);
          }}
        >
          Add section
        </Button>
      </Group>
      <VisuallyHidden aria-live="polite">{moves.announcement}</VisuallyHidden>
    </Stack>
  );
}
