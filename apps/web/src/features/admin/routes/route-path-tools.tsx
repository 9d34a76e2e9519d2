import { Button, Group, Input, Text } from '@mantine/core';
import { IconArrowBackUp, IconRoute, IconTrash } from '@tabler/icons-react';
import { lineLength } from '../../../map/index.ts';
import type { Position } from '../../../map/index.ts';

export interface RoutePathToolsProps {
  path: readonly Position[];
  canSnap: boolean;
  onSnap: () => void;
  onUndoLast: () => void;
  onClear: () => void;
  error?: string | undefined;
}

const describe = (path: readonly Position[]) => {
  if (path.length === 0) return 'No path yet';
  const km = lineLength(path) / 1000;
  return `${path.length} point${path.length === 1 ? '' : 's'}, ${km.toFixed(2)} km`;
};

/** The keyboard's way to make a path, and a summary of it. */
export function RoutePathTools({
  path,
  canSnap,
  onSnap,
  onUndoLast,
  onClear,
  error,
}: RoutePathToolsProps) {
  return (
    <Input.Wrapper
      label="Path"
      labelElement="div"
      description="Click the map to add a point at the end; drag a point to move it; double-click or right-click a point to remove it."
      error={error}
    >
      <Group gap="xs" mt={6} wrap="wrap">
        <Button
          size="xs"
          leftSection={<IconRoute size={16} aria-hidden />}
          onClick={onSnap}
          disabled={!canSnap}
        >
          Snap path through stops
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={onUndoLast}
          disabled={path.length === 0}
        >
          Remove last point
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onClear}
          disabled={path.length === 0}
        >
          Clear path
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="path-summary">
          {describe(path)}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
