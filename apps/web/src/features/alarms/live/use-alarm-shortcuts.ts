import { useEffect } from 'react';
import { useLatest } from '../../../lib/hooks/use-latest.ts';

export interface ShortcutHandlers {
  next: () => void;
  previous: () => void;
  open: () => void;
  acknowledge: () => void;
  toggleSelect: () => void;
  help: () => void;
}

/** A key press in a field, a select or an editable element is typing, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}

/**
 * The list's keys: j/↓ next, k/↑ previous, Enter open, a acknowledge, x select, ? help. Off while
 * typing, with a modifier held, or while `enabled` is false (a dialog is open); Enter on a
 * button or link keeps its own meaning.
 */
export function useAlarmShortcuts(handlers: ShortcutHandlers, enabled: boolean): void {
  const latest = useLatest(handlers);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const h = latest.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      switch (event.key) {
        case 'j':
        case 'ArrowDown':
          return run(h.next);
        case 'k':
        case 'ArrowUp':
          return run(h.previous);
        case 'Enter':
          if (target?.closest('a, button, input, [role="button"]')) return;
          return run(h.open);
        case 'a':
          return run(h.acknowledge);
        case 'x':
          return run(h.toggleSelect);
        case '?':
          return run(h.help);
        default:
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, latest]);
}
