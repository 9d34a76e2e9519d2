import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toSiteLocal } from '../../../lib/time/site-local-time.ts';
import { customRange, RANGE_PRESETS, type TimeRange } from '../model/time-range.ts';

export interface TimeRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
}

const CUSTOM = 'custom';
const options = [
  ...RANGE_PRESETS.map((preset) => ({ value: preset.value, label: preset.label })),
  { value: CUSTOM, label: 'Custom' },
];

/** The range of the charts: back from now (followed live), or between two times at the site. */
export function TimeRangePicker({ value, onChange }: TimeRangePickerProps) {
  const [customOpen, setCustomOpen] = useState(value.kind === 'custom');
  const [from, setFrom] = useState(() =>
    toSiteLocal(
      value.kind === 'custom' ? value.from : new Date(Date.now() - 3600_000).toISOString(),
    ),
  );
  const [to, setTo] = useState(() =>
    toSiteLocal(value.kind === 'custom' ? value.to : new Date().toISOString()),
  );
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const chosen = customOpen || value.kind === 'custom' ? CUSTOM : value.preset;

  const choose = (next: string) => {
    if (next === CUSTOM) {
      setCustomOpen(true);
      return;
    }
    const preset = RANGE_PRESETS.find((item) => item.value === next);
    if (preset === undefined) return;
    setCustomOpen(false);
    setError(null);
    onChange({
      kind: 'preset',
      preset: preset.value,
      seconds: preset.seconds,
      title: preset.title,
    });
  };

  const show = (event: FormEvent) => {
    event.preventDefault();
    const result = customRange(from, to);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange(result.range);
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Time range"
        data={options}
        value={chosen}
        onChange={choose}
        data-testid="time-range"
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {chosen === CUSTOM && (
        <form onSubmit={show} noValidate aria-label="Custom time range">
          <Group align="flex-start" gap="sm" wrap="wrap">
            {(
              [
                ['from', 'From', from, setFrom],
                ['to', 'To', to, setTo],
              ] as const
            ).map(([field, label, value, set]) => (
              <TextInput
                key={field}
                type="datetime-local"
                label={label}
                description="London time"
                value={value}
                onChange={(event) => set(event.currentTarget.value)}
                error={error?.field === field ? error.message : undefined}
                w={{ base: '100%', xs: 230 }}
              />
            ))}
          </Group>
          {/* Below the fields, so that an error under one of them moves nothing beside it. */}
          <Button type="submit" variant="light" mt="sm">
            Show range
          </Button>
        </form>
      )}
    </Stack>
  );
}
