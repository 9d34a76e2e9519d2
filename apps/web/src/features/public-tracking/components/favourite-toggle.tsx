import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

export interface FavouriteToggleProps {
  stopName: string;
  favourite: boolean;
  onToggle: () => void;
}

/** A star that keeps a stop among the passenger's favourites (on this device). */
export function FavouriteToggle({ stopName, favourite, onToggle }: FavouriteToggleProps) {
  const label = favourite ? `Remove ${stopName} from favourites` : `Add ${stopName} to favourites`;
  return (
    <ActionIcon
      variant="subtle"
      color={favourite ? 'orange.8' : 'gray.7'}
      size="xl"
      onClick={onToggle}
      aria-pressed={favourite}
      aria-label={label}
      title={label}
      data-testid="favourite-toggle"
    >
      {favourite ? <IconStarFilled size={24} aria-hidden /> : <IconStar size={24} aria-hidden />}
    </ActionIcon>
  );
}
