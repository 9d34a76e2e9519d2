import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FollowVehicle } from './follow-vehicle.tsx';

type Listener = () => void;
const listeners = new Map<string, Listener>();
const map = {
  easeTo: vi.fn(),
  jumpTo: vi.fn(),
  on: vi.fn((type: string, listener: Listener) => listeners.set(type, listener)),
  off: vi.fn((type: string) => listeners.delete(type)),
};
vi.mock('../../../map/canvas.ts', () => ({ useMap: () => map }));

describe('FollowVehicle', () => {
  it('moves to the vehicle, then keeps it in the centre as it moves, until the map is dragged', () => {
    const onDragged = vi.fn();
    const view = render(
      <FollowVehicle position={{ lat: 51.57, lon: -1.31 }} onDragged={onDragged} />,
    );
    expect(map.easeTo).toHaveBeenCalledWith({ center: [-1.31, 51.57], duration: 300 });
    view.rerender(<FollowVehicle position={{ lat: 51.58, lon: -1.3 }} onDragged={onDragged} />);
    expect(map.jumpTo).toHaveBeenLastCalledWith({ center: [-1.3, 51.58] });
    // Off the map (before its first sample): the view stays.
    view.rerender(<FollowVehicle position={null} onDragged={onDragged} />);
    expect(map.jumpTo).toHaveBeenCalledTimes(1);

    listeners.get('dragstart')?.();
    expect(onDragged).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(listeners.has('dragstart')).toBe(false);
  });
});
