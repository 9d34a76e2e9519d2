import { Button, NativeSelect, Popover, Stack, Switch, Text } from '@mantine/core';
import { ALERT_LEVELS } from '@shuttle-ops/domain';
import type { KnownAlertLevel } from '@shuttle-ops/domain';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import type { AlarmAnnouncer } from '../live/use-alarm-announcer.ts';
import { LEVEL_LABELS } from '../model/alarm-format.ts';

/** Sound and browser notification for new alarms: off by default, kept per user. */
export function AlertSettings({ announcer }: { announcer: AlarmAnnouncer }) {
  const { preferences, setPreferences, permission } = announcer;
  const on = preferences.sound || preferences.notification;
  return (
    // In the page's tab order right after its button (no portal), so the keyboard reaches it.
    <Popover position="bottom-end" withArrow shadow="md" withinPortal={false}>
      <Popover.Target>
        <Button
          variant={on ? 'light' : 'default'}
          leftSection={
            on ? <IconBell size={16} aria-hidden /> : <IconBellOff size={16} aria-hidden />
          }
          data-testid="alert-settings"
          data-sound={preferences.sound}
        >
          {on ? `Alerts from ${LEVEL_LABELS[preferences.minLevel]}` : 'Alerts off'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" maw={280}>
          <Text size="sm" fw={600}>
            New alarms
          </Text>
          <Switch
            label="Play a sound"
            checked={preferences.sound}
            onChange={(event) =>
              void setPreferences({ ...preferences, sound: event.currentTarget.checked })
            }
          />
          <Switch
            label="Show a browser notification"
            checked={preferences.notification}
            disabled={permission === 'unsupported' || permission === 'denied'}
            description={
              permission === 'denied'
                ? 'The browser blocks notifications for this site.'
                : permission === 'unsupported'
                  ? 'This browser has no notifications.'
                  : undefined
            }
            onChange={(event) =>
              void setPreferences({ ...preferences, notification: event.currentTarget.checked })
            }
          />
          <NativeSelect
            label="At this level or worse"
            value={preferences.minLevel}
            data={[...ALERT_LEVELS]
              .reverse()
              .map((value) => ({ value, label: LEVEL_LABELS[value] }))}
            onChange={(event) =>
              void setPreferences({
                ...preferences,
                minLevel: event.currentTarget.value as KnownAlertLevel,
              })
            }
          />
          {preferences.sound && (
            <Button size="xs" variant="subtle" onClick={announcer.playTone}>
              Play the sound now
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
