import { Button, Group, Stack } from '@mantine/core';
import { useDrawing } from '../hooks/use-drawing.ts';
import { canvasToPng } from '../model/canvas-image.ts';

export interface SignaturePadProps {
  label: string;
  onSave: (signature: Blob) => void;
}

/** A pad to sign on with a finger or the mouse; Clear starts again. */
export function SignaturePad({ label, onSave }: SignaturePadProps) {
  const { canvasRef, handlers, strokes, reset } = useDrawing('#1a1b1e', 3);
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    reset();
  };
  return (
    <Stack gap="xs">
      <canvas
        ref={canvasRef}
        width={720}
        height={240}
        role="img"
        aria-label={`${label}: sign here with your finger`}
        data-testid="signature-pad"
        style={{
          width: '100%',
          maxWidth: 720,
          aspectRatio: '3 / 1',
          touchAction: 'none',
          background: '#ffffff',
          border: '2px dashed var(--mantine-color-gray-6)',
          borderRadius: 8,
          cursor: 'crosshair',
        }}
        {...handlers}
      />
      <Group gap="sm">
        <Button size="lg" variant="default" onClick={clear} disabled={strokes === 0}>
          Clear
        </Button>
        <Button
          size="lg"
          disabled={strokes === 0}
          onClick={() => {
            if (canvasRef.current) void canvasToPng(canvasRef.current).then(onSave);
          }}
        >
          Save signature
        </Button>
      </Group>
    </Stack>
  );
}
