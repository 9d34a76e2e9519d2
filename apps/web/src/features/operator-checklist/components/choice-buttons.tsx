import { Button, Group } from '@mantine/core';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** The colour of the button while chosen. */
  color: string;
}

export interface ChoiceButtonsProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}

/** Segmented buttons, big enough for a gloved finger (50 px); the chosen one is pressed. */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
}: ChoiceButtonsProps<T>) {
  return (
    <Group role="group" aria-label={label} gap={0} wrap="nowrap">
      {choices.map((choice, index) => {
        const chosen = choice.value === value;
        return (
          <Button
            key={choice.value}
            size="lg"
            miw={96}
            variant={chosen ? 'filled' : 'default'}
            color={chosen ? choice.color : undefined}
            aria-pressed={chosen}
            onClick={() => onChange(choice.value)}
            style={{
              borderTopLeftRadius: index === 0 ? undefined : 0,
              borderBottomLeftRadius: index === 0 ? undefined : 0,
              borderTopRightRadius: index === choices.length - 1 ? undefined : 0,
              borderBottomRightRadius: index === choices.length - 1 ? undefined : 0,
            }}
          >
            {choice.label}
          </Button>
        );
      })}
    </Group>
  );
}
