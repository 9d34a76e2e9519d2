import { Alert } from '@mantine/core';
import { IconPlugConnectedX, IconWifiOff } from '@tabler/icons-react';
import type { Connection } from '../live/use-live-tracking.ts';
import { siteClock } from '../model/arrival-format.ts';

export interface ConnectionBannerProps {
  connection: Connection;
  updatedAt: number | null;
}

/**
 * Says plainly when the page is not live: polling instead of the socket, or cut off (then the
 * data ages and every shuttle turns to "no live estimate" after 10 s).
 */
export function ConnectionBanner({ connection, updatedAt }: ConnectionBannerProps) {
  if (connection === 'offline') {
    return (
      <Alert
        color="red.9"
        variant="filled"
        icon={<IconWifiOff aria-hidden />}
        title="No connection to the shuttle service"
        role="alert"
        data-testid="connection-banner"
      >
        {updatedAt === null
          ? 'Nothing could be loaded yet. Retrying…'
          : `The information below is from ${siteClock(updatedAt)} and may be out of date. Retrying…`}
      </Alert>
    );
  }
  if (connection === 'polling') {
    return (
      <Alert
        color="orange.9"
        variant="filled"
        icon={<IconPlugConnectedX aria-hidden />}
        title="Live updates interrupted"
        role="status"
        data-testid="connection-banner"
      >
        The page checks for news every few seconds until the live connection is back.
      </Alert>
    );
  }
  return null;
}
