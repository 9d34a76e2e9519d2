import { Alert } from '@mantine/core';
import { IconPlugConnectedX, IconWifiOff } from '@tabler/icons-react';
import type { Connection } from '../live/use-live-tracking.ts';
import { siteClock } from '../model/arrival-format.ts';

export interface ConnectionBannerProps {
  connection: Connection;
  /** The browser says the device has a network. */
  online: boolean;
  updatedAt: number | null;
}

/**
 * Says plainly when the page is not live: polling instead of the socket, or cut off (then the
 * data ages and every shuttle turns to "no live estimate" after 10 s).
 */
export function ConnectionBanner({ connection, online, updatedAt }: ConnectionBannerProps) {
  if (!online) {
    return (
      <Alert
        color="red.9"
        variant="filled"
        icon={<IconWifiOff aria-hidden />}
        title="Offline — showing last known information"
        role="alert"
        data-testid="connection-banner"
      >
        {updatedAt === null
          ? 'Nothing has been saved on this device yet. Connect to the internet to see the shuttles.'
          : `Last updated at ${siteClock(updatedAt)}. Times and positions may have changed; the page updates again when you are back online.`}
      </Alert>
    );
  }
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
