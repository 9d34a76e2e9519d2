import {
  ActionIcon,
  Badge,
  Group,
  Input,
  Paper,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { BusStop } from '@shuttle-ops/domain';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { addStop, moveStop, removeStop } from './stop-order.ts';
import type { StopItem } from './stop-order.ts';

export interface RouteStopsEditorProps {
  value: StopItem[];
  onChange: (items: StopItem[]) => void;
  /** Every stop of the customer, by id. */
  stops: ReadonlyMap<string, BusStop>;
  error?: string | undefined;
}

type Focus = { key: string; action: 'up' | 'down' } | null;

const stopName = (stop: BusStop | undefined) =>
  stop === undefined ? 'Unknown stop' : stop.label ? `${stop.label} ${stop.name}` : stop.name;

/**
 * The route's stops in travel order: add from the customer's stops, move up and down, remove.
 * Every action is a button, so the order can be changed from the keyboard; moves are announced.
 */
export function RouteStopsEditor({ value, onChange, stops, error }: RouteStopsEditorProps) {
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the keyboard on the moved stop's button, wherever the stop went.
  useEffect(() => {
    if (focus === null) return;
    const button = listRef.current?.querySelector<HTMLButtonElement>(
      `[data-stop-key="${focus.key}"][data-action="${focus.action}"]`,
    );
    if (button && !button.disabled) button.focus();
  }, [focus, value]);

  const options = [...stops.values()].map((stop) => ({ value: stop.BS_ID, label: stopName(stop) }));

  const move = (index: number, delta: -1 | 1) => {
    const item = value[index];
    if (item === undefined) return;
    onChange(moveStop(value, index, delta));
    setFocus({ key: item.key, action: delta === -1 ? 'up' : 'down' });
    setAnnouncement(
      `${stopName(stops.get(item.stopId))} moved to position ${index + delta + 1} of ${value.length}.`,
    );
  };

  const remove = (index: number) => {
    const item = value[index];
    if (item === undefined) return;
    onChange(removeStop(value, index));
    setAnnouncement(`${stopName(stops.get(item.stopId))} removed from the route.`);
  };

  return (
    <Input.Wrapper
      label="Stops"
      labelElement="div"
      description="In travel order; a stop may appear more than once"
      error={error}
    >
      <Stack gap="xs" mt={4}>
        <Select
          label="Add a stop"
          placeholder="Search the bus stops…"
          data={options}
          value={null}
          onChange={(stopId) => {
            if (stopId === null) return;
            onChange(addStop(value, stopId));
            setAnnouncement(`${stopName(stops.get(stopId))} added as stop ${value.length + 1}.`);
          }}
          searchable
          clearable={false}
          nothingFoundMessage="No bus stop found"
        />
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No stops yet.
          </Text>
        ) : (
          <Paper withBorder p={0}>
            <ol
              ref={listRef}
              style={{ margin: 0, padding: 0, listStyle: 'none' }}
              aria-label="Route stops"
            >
              {value.map((item, index) => {
                const name = stopName(stops.get(item.stopId));
                const which = `${name}, stop ${index + 1}`;
                return (
                  <li key={item.key}>
                    <Group justify="space-between" wrap="nowrap" px="sm" py={6} gap="xs">
                      <Group gap="xs" wrap="nowrap">
                        <Badge variant="filled" circle aria-hidden>
                          {index + 1}
                        </Badge>
                        <VisuallyHidden>Stop {index + 1}:</VisuallyHidden>
                        <Text size="sm">{name}</Text>
                      </Group>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${which} up`}
                          data-stop-key={item.key}
                          data-action="up"
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${which} down`}
                          data-stop-key={item.key}
                          data-action="down"
                          disabled={index === value.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${which}`}
                          onClick={() => remove(index)}
                        >
                          <IconX size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </li>
                );
              })}
            </ol>
          </Paper>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </Input.Wrapper>
  );
}
