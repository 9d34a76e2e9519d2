import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PassengerCounter } from './passenger-counter.tsx';
import { serviceFixture } from '../testing/service-fixture.ts';

const plus = () => screen.getByRole('button', { name: 'One passenger on' });

describe('PassengerCounter', () => {
  it('counts a boarding while there are free seats', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PassengerCounter
        service={serviceFixture({ occupancy: 11 })}
        onChange={onChange}
        busy={false}
        error={null}
      />,
    );
    expect(screen.getByText('of 12')).toBeTruthy();
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith({ boardings: 1 });
  });

  it('rests "+" at capacity and says "Full (N seats)"', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PassengerCounter
        service={serviceFixture({ occupancy: 12 })}
        onChange={onChange}
        busy={false}
        error={null}
      />,
    );
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('capacity-full').textContent).toBe('Full (12 seats)');
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    // People can still get off.
    fireEvent.click(screen.getByRole('button', { name: 'One passenger off' }));
    expect(onChange).toHaveBeenCalledWith({ alightings: 1 });
    expect(document.body.textContent).not.toMatch(/maxOccupancy|max_wheelchair_occupancy/);
  });
});
