import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import type { ImageLink } from '@shuttle-ops/domain';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImageChange } from '../../../lib/api/image-change.ts';
import classes from './admin.module.css';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file.ts';

export interface ImageUploadProps {
  /** "Icon", "Logo". */
  label: string;
  /** The stored image, if any. */
  current: ImageLink | null;
  value: ImageChange;
  onChange: (change: ImageChange) => void;
}

/** Pick an image with a preview; PNG, JPEG, WebP or GIF of at most 10 MB, checked before upload. */
export function ImageUpload({ label, current, value, onChange }: ImageUploadProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const labelId = useId();
  const errorId = useId();

  const showPreview = (url: string | null) => {
    if (previewRef.current !== null) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  // The object URL of the last preview is released with the form.
  useEffect(
    () => () => {
      if (previewRef.current !== null) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const choose = (file: File | null) => {
    if (file === null) return;
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal !== null) return;
    showPreview(URL.createObjectURL(file));
    onChange({ kind: 'set', file });
  };

  const remove = () => {
    setProblem(null);
    showPreview(null);
    onChange(current === null ? { kind: 'keep' } : { kind: 'remove' });
  };

  let shown: string | null = null;
  if (value.kind === 'set') shown = preview;
  else if (value.kind === 'keep') shown = current?.thumbnail_url ?? null;

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      description="PNG, JPEG, WebP or GIF, at most 10 MB"
      error={problem}
      errorProps={{ id: errorId }}
    >
      <Group gap="md" mt={4} align="center" wrap="nowrap">
        {shown === null ? (
          <Stack className={classes.preview} align="center" justify="center" gap={0}>
            <IconPhoto size={32} aria-hidden />
            <Text size="xs" c="dimmed">
              No image
            </Text>
          </Stack>
        ) : (
          <img
            src={shown}
            alt={value.kind === 'set' ? `Preview of the new ${label.toLowerCase()}` : label}
            className={classes.preview}
            data-testid="image-preview"
          />
        )}
        <Stack gap="xs">
          <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden />}
                aria-describedby={problem === null ? undefined : errorId}
              >
                {shown === null
                  ? `Choose ${label.toLowerCase()}…`
                  : `Replace ${label.toLowerCase()}…`}
              </Button>
            )}
          </FileButton>
          {shown !== null && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={remove}
            >
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
