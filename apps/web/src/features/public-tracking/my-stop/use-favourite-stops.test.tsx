import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, useFavouriteStops } from './use-favourite-stops.ts';

afterEach(() => window.localStorage.clear());

describe('useFavouriteStops', () => {
  it('remembers starred stops in localStorage, across a new visit', () => {
    const first = renderHook(() => useFavouriteStops());
    act(() => first.result.current.toggle('stop-a'));
    act(() => first.result.current.toggle('stop-b'));
    act(() => first.result.current.toggle('stop-a'));
    expect(first.result.current.ids).toEqual(['stop-b']);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? 'null')).toEqual(['stop-b']);
    first.unmount();

    const again = renderHook(() => useFavouriteStops());
    expect(again.result.current.ids).toEqual(['stop-b']);
    expect(again.result.current.isFavourite('stop-b')).toBe(true);
  });

  it('starts empty when what was stored is not a list of stops', () => {
    window.localStorage.setItem(FAVOURITES_KEY, '{"not":"a list"}');
    expect(renderHook(() => useFavouriteStops()).result.current.ids).toEqual([]);
  });
});
