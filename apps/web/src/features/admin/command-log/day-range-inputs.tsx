import { TextInput } from '@mantine/core';
import { isInvertedDayRange } from './day-range.ts';

export interface DayRangeInputsProps {
  fromDay: string;
  toDay: string;
  onChange: (change: { fromDay?: string; toDay?: string }) => void;
}

/** From and To days (Europe/London) of a log filter; a To before From is pointed out. */
export function DayRangeInputs({ fromDay, toDay, onChange }: DayRangeInputsProps) {
  return (
    <>
      <TextInput
        label="From"
        type="date"
        value={fromDay}
        onChange={(event) => onChange({ fromDay: event.currentTarget.value })}
        w={160}
      />
      <TextInput
        label="To"
        type="date"
        value={toDay}
        onChange={(event) => onChange({ toDay: event.currentTarget.value })}
        error={isInvertedDayRange(fromDay, toDay) ? 'On or after From' : undefined}
        w={160}
      />
    </>
  );
}
