import { Button, type ButtonProps } from '@mantine/core';
import { canAccess, paths } from '@shuttle-ops/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth/session-context.ts';
import { playbackHref, type PlaybackHrefArgs } from './playback-link.ts';

export interface ReplayButtonProps {
  /** The vehicles and the moment or range to replay. */
  replay: PlaybackHrefArgs;
  /** The button's text; "Replay" unless given. */
  children?: string;
  /** An accessible name when the text alone does not say what is replayed (a row in a table). */
  'aria-label'?: string;
  size?: ButtonProps['size'];
}

/**
 * "Replay": opens trip playback on those vehicles at that moment. Shown only to the roles that
 * may open playback (spec §6, ADR 0022); nothing for the others.
 */
export function ReplayButton({
  replay,
  children = 'Replay',
  size = 'sm',
  'aria-label': label,
}: ReplayButtonProps) {
  const { session } = useSession();
  if (!canAccess(session, paths.operatorPlayback)) return null;
  return (
    <Button
      component={Link}
      to={playbackHref(replay)}
      variant="default"
      size={size}
      aria-label={label}
      leftSection={<IconPlayerPlay size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}
