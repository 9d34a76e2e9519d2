import { Button, VisuallyHidden } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useId } from 'react';

export interface PhotoInputProps {
  label: string;
  /** Called once per photo chosen. */
  onPhoto: (photo: File) => void;
  /** Several photos at once from a file picker (a camera still takes one at a time). */
  multiple?: boolean;
  disabled?: boolean;
  /** The kinds of file offered (default images). */
  accept?: string;
  /** Opens the rear camera at once (default); false offers the device's choice of sources. */
  camera?: boolean;
}

/** Opens the tablet's rear camera (or a file picker on a computer). */
export function PhotoInput({
  label,
  onPhoto,
  multiple = false,
  disabled = false,
  accept = 'image/*',
  camera = true,
}: PhotoInputProps) {
  const id = useId();
  return (
    <>
      <VisuallyHidden>
        <input
          id={id}
          type="file"
          accept={accept}
          {...(camera ? { capture: 'environment' } : {})}
          multiple={multiple}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => {
            for (const file of Array.from(event.currentTarget.files ?? [])) onPhoto(file);
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
        disabled={disabled}
        leftSection={<IconCamera aria-hidden size={22} />}
      >
        {label}
      </Button>
    </>
  );
}
