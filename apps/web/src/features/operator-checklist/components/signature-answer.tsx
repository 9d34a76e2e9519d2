import { Button, Group, Stack } from '@mantine/core';
import type { UploadState } from '../hooks/use-image-uploads.ts';
import type { DraftImage } from '../model/checklist-draft.ts';
import { ImagePreview } from './image-preview.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { UploadStatus } from './upload-status.tsx';

export interface SignatureAnswerProps {
  label: string;
  signature: DraftImage | null;
  uploads: Record<string, UploadState>;
  onSignature: (signature: Blob | null) => void;
  onRetry: (key: string) => void;
}

/** A signature item: the pad, or the saved signature with a way to sign again. */
export function SignatureAnswer({
  label,
  signature,
  uploads,
  onSignature,
  onRetry,
}: SignatureAnswerProps) {
  if (!signature) return <SignaturePad label={label} onSave={onSignature} />;
  return (
    <Stack gap="sm">
      <ImagePreview imageKey={signature.key} alt={`Your signature for “${label}”`} />
      <UploadStatus
        what="Signature"
        state={uploads[signature.key]}
        sent={signature.fileId !== null}
        onRetry={() => onRetry(signature.key)}
      />
      <Group>
        <Button size="lg" variant="default" onClick={() => onSignature(null)}>
          Clear and sign again
        </Button>
      </Group>
    </Stack>
  );
}
