import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Red for destructive actions. */
  danger?: boolean;
}

export interface RowActionsProps {
  /** The row's name, so each button says what it acts on ("Edit Harwell Shuttle 1"). */
  name: string;
  onEdit?: () => void;
  actions?: readonly RowAction[];
}

/** A row's edit button and a menu of its other actions. */
export function RowActions({ name, onEdit, actions = [] }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit !== undefined && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${name}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {actions.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${name}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              <Menu.Item
                key={action.label}
                leftSection={action.icon}
                color={action.danger ? 'red' : undefined}
                onClick={action.onClick}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
