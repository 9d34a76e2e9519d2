import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { UploadState } from '../hooks/use-image-uploads.ts';
import { useImageUrl } from '../hooks/use-image-url.ts';
import type { DraftImage } from '../model/checklist-draft.ts';
import { ImagePreview } from './image-preview.tsx';
import { MarkupEditor } from './markup-editor.tsx';
import { PhotoInput } from '../../../components/forms/photo-input.tsx';
import { UploadStatus } from './upload-status.tsx';

export interface PhotoAnswerProps {
  label: string;
  photo: DraftImage | null;
  markup: DraftImage | null;
  uploads: Record<string, UploadState>;
  onPhoto: (photo: Blob) => void;
  onMarkup: (markup: Blob) => void;
  onRetry: (key: string) => void;
}

/** A photo item: take the photo, see it, draw on it; each image's upload shown. */
export function PhotoAnswer({
  label,
  photo,
  markup,
  uploads,
  onPhoto,
  onMarkup,
  onRetry,
}: PhotoAnswerProps) {
  const [drawing, setDrawing] = useState(false);
  const photoUrl = useImageUrl(photo?.key ?? null);
  return (
    <Stack gap="sm">
      <PhotoInput label={photo ? 'Take another photo' : 'Take a photo'} onPhoto={onPhoto} />
      {photo ? (
        <>
          <ImagePreview imageKey={photo.key} alt={`The photo for “${label}”`} />
          <UploadStatus
            what="Photo"
            state={uploads[photo.key]}
            sent={photo.fileId !== null}
            onRetry={() => onRetry(photo.key)}
          />
        </>
      ) : null}
      {markup && !drawing ? (
        <>
          <ImagePreview imageKey={markup.key} alt={`Your drawing on the photo for “${label}”`} />
          <UploadStatus
            what="Drawing"
            state={uploads[markup.key]}
            sent={markup.fileId !== null}
            onRetry={() => onRetry(markup.key)}
          />
        </>
      ) : null}
      {photoUrl && drawing ? (
        <MarkupEditor
          photoUrl={photoUrl}
          onCancel={() => setDrawing(false)}
          onSave={(blob) => {
            setDrawing(false);
            onMarkup(blob);
          }}
        />
      ) : null}
      {photoUrl && !drawing ? (
        <Group>
          <Button size="lg" variant="default" onClick={() => setDrawing(true)}>
            {markup ? 'Draw on the photo again' : 'Draw on the photo'}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
