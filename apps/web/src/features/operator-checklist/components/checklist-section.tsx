import { Stack, Text, Title } from '@mantine/core';
import type { ChecklistMaster } from '@shuttle-ops/domain';
import type { UploadState } from '../hooks/use-image-uploads.ts';
import type { ItemDraft } from '../model/checklist-draft.ts';
import { isAnswered } from '../model/item-status.ts';
import { ItemCard, type ItemCardProps } from './item-card.tsx';

export interface ChecklistSectionProps {
  section: ChecklistMaster['sections'][number];
  items: Record<string, ItemDraft>;
  uploads: Record<string, UploadState>;
  problems: Record<string, string>;
  onChange: ItemCardProps['onChange'];
  onImage: ItemCardProps['onImage'];
  onRetry: ItemCardProps['onRetry'];
}

/** A section's heading, how many of its items are answered, and its items. */
export function ChecklistSection({ section, items, problems, ...rest }: ChecklistSectionProps) {
  const answered = section.items.filter((item) => isAnswered(item, items[item.item_id])).length;
  const headingId = `section-${section.section_id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <div>
        <Title order={2} size="h3" id={headingId}>
          {section.title}
        </Title>
        <Text size="sm" c="dimmed">
          {answered} of {section.items.length} answered
        </Text>
      </div>
      {section.items.map((item) => (
        <ItemCard
          key={item.item_id}
          item={item}
          draft={items[item.item_id]}
          problem={problems[item.item_id] ?? null}
          {...rest}
        />
      ))}
    </Stack>
  );
}
