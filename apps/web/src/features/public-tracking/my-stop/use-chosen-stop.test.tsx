import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOOP_STOPS, stopNamed } from '../testing/public-fixtures.ts';
import { CHOSEN_STOP_KEY, useChosenStop } from './use-chosen-stop.ts';

afterEach(() => window.localStorage.clear());

describe('useChosenStop', () => {
  it('keeps the stop last chosen on this device', () => {
    const first = renderHook(() => useChosenStop(LOOP_STOPS, []));
    expect(first.result.current.stop).toBeNull();
    act(() => first.result.current.choose(stopNamed('Curie Avenue').BS_ID));
    expect(first.result.current.stop?.name).toBe('Curie Avenue');
    first.unmount();
    expect(renderHook(() => useChosenStop(LOOP_STOPS, [])).result.current.stop?.name).toBe(
      'Curie Avenue',
    );
  });

  it('falls back to the first favourite still served when none is chosen, or it is gone', () => {
    const favourites = ['gone', stopNamed('Eighth Street').BS_ID, stopNamed('Main Gate').BS_ID];
    window.localStorage.setItem(CHOSEN_STOP_KEY, JSON.stringify('a-stop-no-longer-served'));
    const { result } = renderHook(() => useChosenStop(LOOP_STOPS, favourites));
    expect(result.current.stop?.name).toBe('Eighth Street');
  });
});
