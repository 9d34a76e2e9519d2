import { Button, CloseButton, Group, Loader, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** What the search covers, e.g. "Search by name or registration". */
  searchLabel: string;
  /** Shown while the list is being fetched again. */
  fetching: boolean;
  /** The create button's label; no button without it. */
  createLabel?: string;
  onCreate?: () => void;
  /** More controls (the customer picker). */
  children?: ReactNode;
}

export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  fetching,
  createLabel,
  onCreate,
  children,
}: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Search"
          description={searchLabel}
          placeholder="Search…"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            fetching ? (
              <Loader size="xs" aria-label="Loading" />
            ) : search !== '' ? (
              <CloseButton aria-label="Clear the search" onClick={() => onSearch('')} size="sm" />
            ) : null
          }
          w={{ base: '100%', sm: 320 }}
        />
        {children}
      </Group>
      {createLabel !== undefined && onCreate !== undefined && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
    </Group>
  );
}
