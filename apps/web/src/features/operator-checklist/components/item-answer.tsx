import { NumberInput, Textarea } from '@mantine/core';
import type { ChecklistItemWire } from '@shuttle-ops/domain';
import type { UploadState } from '../hooks/use-image-uploads.ts';
import type { ItemDraft } from '../model/checklist-draft.ts';
import { rangeText } from '../model/item-status.ts';
import { ChoiceButtons } from './choice-buttons.tsx';
import { PASS_FAIL_NA, yesNo } from './choice-sets.ts';
import { PhotoAnswer } from './photo-answer.tsx';
import { SignatureAnswer } from './signature-answer.tsx';

export type ImageSlot = 'photo' | 'markup' | 'signature';

export interface ItemAnswerProps {
  item: ChecklistItemWire;
  draft: ItemDraft | undefined;
  uploads: Record<string, UploadState>;
  onChange: (patch: Partial<ItemDraft>) => void;
  onImage: (slot: ImageSlot, image: Blob | null) => void;
  onRetry: (key: string) => void;
}

const asChoice = <T extends string>(value: unknown, choices: readonly { value: T }[]) =>
  choices.find((choice) => choice.value === value)?.value ?? null;

/** The input for the item's type. */
export function ItemAnswer({ item, draft, uploads, onChange, onImage, onRetry }: ItemAnswerProps) {
  switch (item.type) {
    case 'pass_fail_na':
      return (
        <ChoiceButtons
          label={item.label}
          choices={PASS_FAIL_NA}
          value={asChoice(draft?.value, PASS_FAIL_NA)}
          onChange={(value) => onChange({ value })}
        />
      );
    case 'yes_no': {
      const choices = yesNo(item.expected ?? 'yes');
      return (
        <ChoiceButtons
          label={item.label}
          choices={choices}
          value={asChoice(draft?.value, choices)}
          onChange={(value) => onChange({ value })}
        />
      );
    }
    case 'number': {
      const range = rangeText(item);
      return (
        <NumberInput
          label={`${item.label}: reading${item.unit ? ` (${item.unit})` : ''}`}
          description={range ? `Acceptable: ${range}` : undefined}
          size="lg"
          maw={320}
          inputMode="decimal"
          value={typeof draft?.value === 'number' ? draft.value : ''}
          onChange={(value) => onChange({ value: typeof value === 'number' ? value : null })}
        />
      );
    }
    case 'text':
      return (
        <Textarea
          label={`${item.label}: your answer`}
          size="lg"
          rows={3}
          maxLength={2000}
          value={typeof draft?.value === 'string' ? draft.value : ''}
          onChange={(event) => onChange({ value: event.currentTarget.value })}
        />
      );
    case 'photo':
      return (
        <PhotoAnswer
          label={item.label}
          photo={draft?.photo ?? null}
          markup={draft?.markup ?? null}
          uploads={uploads}
          onPhoto={(blob) => onImage('photo', blob)}
          onMarkup={(blob) => onImage('markup', blob)}
          onRetry={onRetry}
        />
      );
    case 'signature':
      return (
        <SignatureAnswer
          label={item.label}
          signature={draft?.signature ?? null}
          uploads={uploads}
          onSignature={(blob) => onImage('signature', blob)}
          onRetry={onRetry}
        />
      );
  }
}
