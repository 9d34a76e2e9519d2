import type uPlot from 'uplot';

/** The colour of a marked moment (an alarm, an incident). */
export const MARKER_COLOUR = '#e03131';

/** A uPlot draw hook: a vertical line across the plot at one time (seconds since the epoch). */
export function timeMarker(atSeconds: number): (u: uPlot) => void {
  return (u) => {
    const x = u.valToPos(atSeconds, 'x', true);
    const { ctx } = u;
    ctx.save();
    ctx.strokeStyle = MARKER_COLOUR;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x, u.bbox.top);
    ctx.lineTo(x, u.bbox.top + u.bbox.height);
    ctx.stroke();
    ctx.restore();
  };
}
