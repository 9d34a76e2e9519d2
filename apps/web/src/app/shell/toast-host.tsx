import { Notification, Transition } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExclamationCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useToast, useToastState } from '../../lib/toast/toast-context.ts';
import { TOAST_FADE_MS } from '../../lib/toast/toast-store.ts';
import type { ToastAppearance } from '../../lib/toast/toast-store.ts';
import classes from './shell.module.css';

// Spec §8: red error, orange warning, green info.
const LOOK: Record<ToastAppearance, { color: string; title: string; icon: ReactNode }> = {
  error: { color: 'red', title: 'Error', icon: <IconExclamationCircle size={20} aria-hidden /> },
  warning: { color: 'orange', title: 'Warning', icon: <IconAlertTriangle size={20} aria-hidden /> },
  info: { color: 'green', title: 'Information', icon: <IconCircleCheck size={20} aria-hidden /> },
};

/** The shell's single toast (spec §2, §4): it fades out over 300 ms when it closes. */
export function ToastHost() {
  const toast = useToastState();
  const { hide } = useToast();
  const look = LOOK[toast.appearance];
  return (
    <div className={classes.toastHost}>
      <Transition
        mounted={toast.visible}
        transition="fade"
        duration={TOAST_FADE_MS}
        exitDuration={TOAST_FADE_MS}
      >
        {(styles) => (
          <Notification
            style={styles}
            color={look.color}
            icon={look.icon}
            title={look.title}
            role={toast.appearance === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            data-appearance={toast.appearance}
            withBorder
            onClose={hide}
            closeButtonProps={{ 'aria-label': 'Close message' }}
            // The message in the text colour: Mantine's dimmed grey is below AA on white.
            classNames={{ description: classes.toastText }}
          >
            {toast.content}
          </Notification>
        )}
      </Transition>
    </div>
  );
}
