import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LOOP_STOPS, stopNamed } from '../testing/public-fixtures.ts';
import { StopPicker } from './stop-picker.tsx';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;

function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function renderPicker(favourites: string[] = []) {
  const onChoose = vi.fn();
  renderWithProviders(
    <StopPicker stops={LOOP_STOPS} chosen={null} favourites={favourites} onChoose={onChoose} />,
  );
  return onChoose;
}

describe('StopPicker', () => {
  it('finds a stop by typing part of its name', async () => {
    const onChoose = renderPicker();
    const search = screen.getByRole('combobox', { name: 'Find a stop' });
    // Typed by the passenger: into the focused field.
    search.focus();
    fireEvent.change(search, { target: { value: 'ferm' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Fermi Avenue (H2)', hidden: true }));
    expect(onChoose).toHaveBeenCalledWith(stopNamed('Fermi Avenue').BS_ID);
  });

  it('finds a stop by its code', async () => {
    renderPicker();
    const search = screen.getByRole('combobox', { name: 'Find a stop' });
    // Typed by the passenger: into the focused field.
    search.focus();
    fireEvent.change(search, { target: { value: 'H5' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
        'Curie Avenue (H5)',
      ]),
    );
  });

  it('asks for the location only when the passenger presses the button, then picks the nearest stop', () => {
    const curie = stopNamed('Curie Avenue');
    const ask = fakeGeolocation((success) =>
      success({ coords: { latitude: curie.lat + 0.0003, longitude: curie.lon } }),
    );
    const onChoose = renderPicker();
    expect(ask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Nearest stop' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(curie.BS_ID);
    expect(screen.getByTestId('locate-message').textContent).toBe(
      'Nearest stop: Curie Avenue (H5), 30 m away.',
    );
  });

  it('says plainly when the location is refused, and chooses nothing', () => {
    fakeGeolocation((_, failure) => failure({ code: 1, PERMISSION_DENIED: 1 }));
    const onChoose = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Nearest stop' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/^Location not shared/);
  });

  it('offers the favourite stops, in the order they were starred', () => {
    const onChoose = renderPicker([stopNamed('Eighth Street').BS_ID, stopNamed('Main Gate').BS_ID]);
    const group = screen.getByRole('group', { name: 'Favourite stops' });
    const buttons = [...group.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Eighth Street (H8)', 'Main Gate (H1)']);
    fireEvent.click(screen.getByRole('button', { name: 'Main Gate (H1)' }));
    expect(onChoose).toHaveBeenCalledWith(stopNamed('Main Gate').BS_ID);
  });
});
