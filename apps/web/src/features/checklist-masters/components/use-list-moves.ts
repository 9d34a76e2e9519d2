import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

type Focus = { key: string; action: 'up' | 'down' } | null;

/**
 * Keeps the keyboard on a moved entry's move button wherever the entry went, and says what
 * happened in a polite live region (the buttons carry `data-move-key` and `data-action`).
 */
export function useListMoves(ref: RefObject<HTMLElement | null>, order: unknown) {
  const [focus, setFocus] = useState<Focus>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focus === null) return;
    const button = ref.current?.querySelector<HTMLButtonElement>(
      `[data-move-key="${focus.key}"][data-action="${focus.action}"]`,
    );
    // At either end the same button is disabled; its neighbour keeps the keyboard there.
    const other = ref.current?.querySelector<HTMLButtonElement>(
      `[data-move-key="${focus.key}"][data-action="${focus.action === 'up' ? 'down' : 'up'}"]`,
    );
    if (button && !button.disabled) button.focus();
    else other?.focus();
  }, [ref, focus, order]);

  return {
    announcement,
    announce: setAnnouncement,
    moved: (key: string, action: 'up' | 'down', message: string) => {
      setFocus({ key, action });
      setAnnouncement(message);
    },
  };
}
