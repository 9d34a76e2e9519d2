import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

export interface MoveButtonsProps {
  /** What the buttons act on, e.g. "item 2 of Brakes". */
  name: string;
  moveKey: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove: every reordering is a button, so the keyboard can do it. */
export function MoveButtons({ name, moveKey, first, last, onMove, onRemove }: MoveButtonsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Move up">
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${name} up`}
          data-move-key={moveKey}
          data-action="up"
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Move down">
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${name} down`}
          data-move-key={moveKey}
          data-action="down"
          disabled={last}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove">
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
