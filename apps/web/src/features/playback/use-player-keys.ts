import { useEffect } from 'react';
import type { Player } from './use-player.ts';

/** Keys that type text or choose a value keep their own meaning of space and the arrows. */
const isEditing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'slider');

/** Space plays or pauses; the left and right arrows step back and forward. */
export function usePlayerKeys(player: Player): void {
  const { toggle, step } = player;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isEditing(event.target)) return;
      // A focused button already answers space with its own click.
      if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) toggle();
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, step]);
}
