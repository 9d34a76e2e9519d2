/**
 * The ordered stops of a route being edited. A stop may appear more than once (a loop that passes
 * the same stop twice), so each place in the order has its own key.
 */
export interface StopItem {
  key: string;
  stopId: string;
}

let lastKey = 0;
/** A key for a new place in the order, unique in this tab. */
export const newStopKey = (): string => `stop-${++lastKey}`;

export function stopItems(stopIds: readonly string[], makeKey = newStopKey): StopItem[] {
  return stopIds.map((stopId) => ({ key: makeKey(), stopId }));
}

export function addStop(
  items: readonly StopItem[],
  stopId: string,
  makeKey = newStopKey,
): StopItem[] {
  return [...items, { key: makeKey(), stopId }];
}

export function removeStop(items: readonly StopItem[], index: number): StopItem[] {
  return items.filter((_, position) => position !== index);
}

/** Moves one place up (-1) or down (+1); at either end nothing changes. */
export function moveStop(items: readonly StopItem[], index: number, delta: -1 | 1): StopItem[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** The stop ids in travel order, as the route's `busstops`. */
export const stopIdsOf = (items: readonly StopItem[]): string[] => items.map((item) => item.stopId);
