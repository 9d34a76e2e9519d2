import { MultiSelect } from '@mantine/core';
import type { ChartMeasure } from '../model/chart-measures.ts';
import { MAX_COMPARED } from '../model/graph-params.ts';

export interface MeasurePickerProps {
  offered: readonly ChartMeasure[];
  value: readonly string[];
  onChange: (measures: string[]) => void;
  loading: boolean;
}

/** The measures to chart (numeric ones), at most six. */
export function MeasurePicker({ offered, value, onChange, loading }: MeasurePickerProps) {
  return (
    <MultiSelect
      label="Measures to chart"
      description={`Up to ${MAX_COMPARED}; each gets its own chart on a shared time axis.`}
      placeholder={value.length === 0 ? 'Choose measures' : undefined}
      data={offered.map((measure) => ({
        value: measure.name,
        label: measure.unit === null ? measure.label : `${measure.label} (${measure.unit})`,
      }))}
      value={[...value]}
      onChange={onChange}
      maxValues={MAX_COMPARED}
      searchable
      clearable
      disabled={loading && offered.length === 0}
      nothingFoundMessage="No such measure"
      data-testid="measure-picker"
    />
  );
}
