import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { MI_PERIODS, type MiPeriod } from '@shuttle-ops/domain';
import type { PeriodChoice } from '../model/report-period.ts';

const LABELS: Record<MiPeriod, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  custom: 'Custom',
};

/** The period of the report: a day, the week or the month holding a day, or custom days. */
export function PeriodPicker({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        value={choice.period}
        onChange={(value) => onChange({ ...choice, period: value })}
        data={MI_PERIODS.map((value) => ({ value, label: LABELS[value] }))}
      />
      {choice.period === 'custom' ? (
        <>
          <TextInput
            type="date"
            label="First day"
            value={choice.from}
            onChange={(e) => onChange({ ...choice, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Last day"
            value={choice.to}
            onChange={(e) => onChange({ ...choice, to: e.currentTarget.value })}
          />
        </>
      ) : (
        <TextInput
          type="date"
          label={choice.period === 'day' ? 'Day' : `A day of the ${choice.period}`}
          value={choice.date}
          onChange={(e) => onChange({ ...choice, date: e.currentTarget.value })}
        />
      )}
    </Group>
  );
}
