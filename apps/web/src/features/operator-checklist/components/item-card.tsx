import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChecklistItemWire } from '@shuttle-ops/domain';
import { memo } from 'react';
import type { UploadState } from '../hooks/use-image-uploads.ts';
import type { ItemDraft } from '../model/checklist-draft.ts';
import { isFailing, rangeText } from '../model/item-status.ts';
import { ChoiceButtons } from './choice-buttons.tsx';
import { SEVERITIES } from './choice-sets.ts';
import { ItemAnswer, type ImageSlot } from './item-answer.tsx';
import { ItemVisual } from './item-visual.tsx';

export interface ItemCardProps {
  item: ChecklistItemWire;
  draft: ItemDraft | undefined;
  uploads: Record<string, UploadState>;
  /** What is wrong with the answer (missing, or the server's refusal). */
  problem: string | null;
  onChange: (itemId: string, patch: Partial<ItemDraft>) => void;
  onImage: (itemId: string, slot: ImageSlot, image: Blob | null) => void;
  onRetry: (key: string) => void;
}

/** One item: what to check, how, its answer, and whether that answer fails it. */
export const ItemCard = memo(function ItemCard({
  item,
  draft,
  uploads,
  problem,
  onChange,
  onImage,
  onRetry,
}: ItemCardProps) {
  const failing = isFailing(item, draft);
  const titleId = `item-title-${item.item_id}`;
  const range = item.type === 'number' ? rangeText(item) : null;
  const tags = [item.required ? 'Required' : 'Optional'];
  if (item.safety_critical) tags.push('Safety-critical');
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      id={`item-${item.item_id}`}
      aria-labelledby={titleId}
      data-testid="checklist-item"
      data-failing={failing || undefined}
      style={problem ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ItemVisual item={item} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId}>
              {item.label}
            </Title>
            <Text
              size="sm"
              fw={item.safety_critical ? 700 : 400}
              c={item.safety_critical ? 'red.8' : 'dimmed'}
            >
              {tags.join(' · ')}
            </Text>
          </Stack>
        </Group>
        {item.instructions ? <Text>{item.instructions}</Text> : null}
        <ItemAnswer
          item={item}
          draft={draft}
          uploads={uploads}
          onChange={(patch) => onChange(item.item_id, patch)}
          onImage={(slot, image) => onImage(item.item_id, slot, image)}
          onRetry={onRetry}
        />
        {failing ? (
          <Text c="red.8" fw={700} data-testid="item-fails">
            {range ? `Out of range (${range}): this item fails.` : 'This item fails.'}
            {item.safety_critical
              ? ' It is safety-critical: the vehicle goes out of service.'
              : item.blocking
                ? ' It blocks departure until the checklist is passed.'
                : ' It is recorded as a defect to repair; it does not stop departure.'}
          </Text>
        ) : null}
        {failing ? (
          <ChoiceButtons
            label={`How bad is it? (${item.label})`}
            choices={SEVERITIES}
            value={draft?.severity ?? null}
            onChange={(severity) => onChange(item.item_id, { severity })}
          />
        ) : null}
        {failing || item.type === 'photo' ? (
          <TextInput
            label="Comment (optional)"
            size="lg"
            maxLength={1000}
            value={draft?.comment ?? ''}
            onChange={(event) => onChange(item.item_id, { comment: event.currentTarget.value })}
          />
        ) : null}
        {problem ? (
          <Text c="red.8" fw={700} data-testid="item-problem">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
});
