import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import toneUrl from '../assets/alarm-tone.wav?no-inline';
import type { AlarmChange } from '../model/alarm-cache.ts';
import { formatAgo, LEVEL_LABELS, vehicleLabel } from '../model/alarm-format.ts';
import { announces, readPreferences, writePreferences } from '../model/alert-preferences.ts';
import type { AlertPreferences } from '../model/alert-preferences.ts';
import { normalisedAlertLevel } from '@shuttle-ops/domain';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

const notificationPermission = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export interface Announcement {
  /** A number that grows with each announcement (an alarm raised again is announced again). */
  key: number;
  text: string;
}

/** How many announcements the log keeps. */
const KEPT_ANNOUNCEMENTS = 5;

export interface AlarmAnnouncer {
  preferences: AlertPreferences;
  setPreferences: (next: AlertPreferences) => Promise<void>;
  permission: NotificationPermissionState;
  /**
   * The latest announcements, oldest first, for the screen reader's log: two alarms raised
   * close together are both read out, the second does not replace the first.
   */
  announcements: readonly Announcement[];
  /** How many times the tone was played (the browser test reads it). */
  tonesPlayed: number;
  /** Hears every live change; announces the new alarms the user asked for. */
  onChange: (change: AlarmChange) => void;
  playTone: () => void;
}

/**
 * A sound and a browser notification for new alarms at or above the chosen level. Off by
 * default; the choice is kept per user (localStorage keyed by the user's id). The tone is a
 * file bundled with the console (`assets/alarm-tone.wav`): nothing is loaded from elsewhere.
 */
export function useAlarmAnnouncer(userId: string): AlarmAnnouncer {
  const [preferences, setState] = useState(() => readPreferences(window.localStorage, userId));
  const [permission, setPermission] = useState(notificationPermission);
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  const [tonesPlayed, setTonesPlayed] = useState(0);
  const audio = useRef<HTMLAudioElement | null>(null);
  const announced = useRef(0);
  const current = useLatest(preferences);

  const [readFor, setReadFor] = useState(userId);
  if (readFor !== userId) {
    setReadFor(userId);
    setState(readPreferences(window.localStorage, userId));
  }

  useEffect(() => () => audio.current?.pause(), []);

  const playTone = useCallback(() => {
    audio.current ??= typeof Audio === 'undefined' ? null : new Audio(toneUrl);
    setTonesPlayed((n) => n + 1);
    const element = audio.current;
    if (element === null) return;
    element.currentTime = 0;
    // A browser that blocks playing before the first click simply stays silent.
    void element.play()?.catch(() => undefined);
  }, []);

  const setPreferences = useCallback(
    async (next: AlertPreferences) => {
      let chosen = next;
      if (next.notification && notificationPermission() === 'default') {
        const answer = await Notification.requestPermission();
        setPermission(answer);
        if (answer !== 'granted') chosen = { ...next, notification: false };
      } else if (next.notification && notificationPermission() !== 'granted') {
        chosen = { ...next, notification: false };
      }
      setState(chosen);
      writePreferences(window.localStorage, userId, chosen);
    },
    [userId],
  );

  const onChange = useCallback(
    (change: AlarmChange) => {
      const prefs = current.current;
      if (change.change !== 'raised' || !announces(prefs, change.level)) return;
      const level = LEVEL_LABELS[normalisedAlertLevel(change.level)];
      const text = `New ${level.toLowerCase()} alarm: ${vehicleLabel(change)}, ${change.message}`;
      announced.current += 1;
      const announcement = {
        key: announced.current,
        text: `${text} (${formatAgo(change.last_seen, Date.now())})`,
      };
      setAnnouncements((kept) => [...kept, announcement].slice(-KEPT_ANNOUNCEMENTS));
      if (prefs.sound) playTone();
      if (prefs.notification && notificationPermission() === 'granted') {
        new Notification(`${level} alarm · ${vehicleLabel(change)}`, {
          body: change.message,
          tag: change.id,
        });
      }
    },
    [current, playTone],
  );

  return {
    preferences,
    setPreferences,
    permission,
    announcements,
    tonesPlayed,
    onChange,
    playTone,
  };
}
