import { Button, VisuallyHidden } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useId } from 'react';

export interface PhotoInputProps {
  label: string;
  onPhoto: (photo: File) => void;
}

/** Opens the tablet's rear camera (or a file picker on a computer). */
export function PhotoInput({ label, onPhoto }: PhotoInputProps) {
  const id = useId();
  return (
    <>
      <VisuallyHidden>
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={label}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onPhoto(file);
            // The same file chosen again still counts as a change.
            event.currentTarget.value = '';
          }}
        />
      </VisuallyHidden>
      <Button
        component="label"
        htmlFor={id}
        size="lg"
        variant="light"
        leftSection={<IconCamera aria-hidden size={22} />}
      >
        {label}
      </Button>
    </>
  );
}
