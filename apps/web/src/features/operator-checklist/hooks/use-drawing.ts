import { useCallback, useRef, useState } from 'react';
import type { PointerEvent } from 'react';

interface Point {
  x: number;
  y: number;
}

/**
 * Drawing with a finger, pen or mouse on a canvas: strokes of one colour whose width is in
 * screen pixels whatever the canvas's own resolution. `strokes` counts the finished strokes.
 */
export function useDrawing(color: string, screenWidth: number) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const [strokes, setStrokes] = useState(0);

  const at = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    const scale = box.width > 0 ? canvas.width / box.width : 1;
    return {
      point: { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale },
      scale,
    };
  };

  const line = (event: PointerEvent<HTMLCanvasElement>, from: Point) => {
    const context = event.currentTarget.getContext('2d');
    const { point, scale } = at(event);
    if (!context) return point;
    context.strokeStyle = color;
    context.lineWidth = screenWidth * scale;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(point.x, point.y);
    context.stroke();
    return point;
  };

  const end = () => {
    if (last.current === null) return;
    last.current = null;
    setStrokes((n) => n + 1);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => {
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const { point } = at(event);
      last.current = line(event, point);
    },
    onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => {
      if (last.current === null) return;
      last.current = line(event, last.current);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };

  const reset = useCallback(() => setStrokes(0), []);
  return { canvasRef, handlers, strokes, reset };
}
