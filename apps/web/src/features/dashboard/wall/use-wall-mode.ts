import { useCallback, useEffect, useRef } from 'react';
import { setWallLayout } from './wall-layout-flag.ts';

export interface WallMode {
  on: boolean;
  /** From a click: full screen where the browser allows it. */
  enter: () => void;
  leave: () => void;
}

/**
 * Wall mode for a control-room display: on while the address says `?wall=1` (so a display can
 * open it directly), full screen when entered by a click (browsers allow it only then), and left
 * with Escape, the leave button or the browser leaving full screen.
 */
export function useWallMode(on: boolean, setOn: (on: boolean) => void): WallMode {
  const fullscreenByUs = useRef(false);

  const leave = useCallback(() => {
    if (fullscreenByUs.current && document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    }
    fullscreenByUs.current = false;
    setOn(false);
  }, [setOn]);

  const enter = useCallback(() => {
    setOn(true);
    const html = document.documentElement;
    if (typeof html.requestFullscreen !== 'function' || document.fullscreenElement) return;
    html
      .requestFullscreen()
      .then(() => {
        fullscreenByUs.current = true;
      })
      .catch(() => {
        // Not allowed here (an embedded frame, a policy): the wall still fills the window.
      });
  }, [setOn]);

  useEffect(() => {
    if (!on) return;
    setWallLayout(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) leave();
    };
    const onFullscreen = () => {
      if (fullscreenByUs.current && !document.fullscreenElement) {
        fullscreenByUs.current = false;
        setOn(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
      setWallLayout(false);
    };
  }, [on, leave, setOn]);

  return { on, enter, leave };
}
