import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useDrawing } from '../hooks/use-drawing.ts';
import { canvasToPng, fitWithin } from '../model/canvas-image.ts';

const LONGEST_SIDE = 1600;

export interface MarkupEditorProps {
  photoUrl: string;
  onSave: (markup: Blob) => void;
  onCancel: () => void;
}

/** The photo on a canvas to draw on in red (circle the damage); saved as a second image. */
export function MarkupEditor({ photoUrl, onSave, onCancel }: MarkupEditorProps) {
  const { canvasRef, handlers, strokes } = useDrawing('#e03131', 5);

  useEffect(() => {
    const image = new Image();
    image.onload = () => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      const size = fitWithin(image.naturalWidth, image.naturalHeight, LONGEST_SIDE);
      canvas.width = size.width;
      canvas.height = size.height;
      canvas.getContext('2d')?.drawImage(image, 0, 0, size.width, size.height);
    };
    image.src = photoUrl;
  }, [canvasRef, photoUrl]);

  return (
    <Stack gap="xs">
      <Text size="sm">Draw on the photo with your finger to show where the problem is.</Text>
      <canvas
        ref={canvasRef}
        width={640}
        height={480}
        role="img"
        aria-label="The photo to draw on"
        data-testid="markup-canvas"
        style={{ width: '100%', maxWidth: 640, touchAction: 'none', cursor: 'crosshair' }}
        {...handlers}
      />
      <Group gap="sm">
        <Button size="lg" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="lg"
          disabled={strokes === 0}
          onClick={() => {
            if (canvasRef.current) void canvasToPng(canvasRef.current).then(onSave);
          }}
        >
          Save drawing
        </Button>
      </Group>
    </Stack>
  );
}
