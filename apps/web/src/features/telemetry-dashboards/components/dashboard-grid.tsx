import { ActionIcon, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  TEMPLATE_GRID_COLUMNS,
  TEMPLATE_GRID_MAX_HEIGHT,
  type TemplateComponent,
} from '@shuttle-ops/domain';
import { IconDots, IconGripVertical } from '@tabler/icons-react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { KIND_LABELS, placeComponents, samePlaces, gridCells } from '../model/layout.ts';
import { labelOf } from '../model/format.ts';
import { measuresOf } from '../model/layout.ts';
import { ComponentBody } from '../widgets/component-body.tsx';
import type { DashboardData } from '../widgets/widget-props.ts';
import classes from './telemetry-dashboards.module.css';

const ROW_HEIGHT = 60;

export interface DashboardGridProps {
  components: readonly TemplateComponent[];
  data: DashboardData;
  onChange: (components: TemplateComponent[]) => void;
}

type Nudge = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

/** Moves or resizes a component by one cell (the keyboard's way to change the layout). */
function nudged(component: TemplateComponent, how: Nudge): TemplateComponent {
  const { x, y, w, h } = component.layout;
  const next = { ...component.layout };
  if (how === 'left') next.x = Math.max(0, x - 1);
  if (how === 'right') next.x = Math.min(TEMPLATE_GRID_COLUMNS - w, x + 1);
  if (how === 'up') next.y = Math.max(0, y - 1);
  if (how === 'down') next.y = y + 1;
  if (how === 'wider') next.w = Math.min(TEMPLATE_GRID_COLUMNS - x, w + 1);
  if (how === 'narrower') next.w = Math.max(1, w - 1);
  if (how === 'taller') next.h = Math.min(TEMPLATE_GRID_MAX_HEIGHT, h + 1);
  if (how === 'shorter') next.h = Math.max(1, h - 1);
  return { ...component, layout: next };
}

const NUDGES: { how: Nudge; label: string }[] = [
  { how: 'left', label: 'Move left' },
  { how: 'right', label: 'Move right' },
  { how: 'up', label: 'Move up' },
  { how: 'down', label: 'Move down' },
  { how: 'wider', label: 'Wider' },
  { how: 'narrower', label: 'Narrower' },
  { how: 'taller', label: 'Taller' },
  { how: 'shorter', label: 'Shorter' },
];

/** A component's heading: what it is and what it follows. */
const headingOf = (component: TemplateComponent) =>
  component.title ||
  [KIND_LABELS[component.kind], ...measuresOf(component).map(labelOf)].join(' · ');

/**
 * The template's components on a 12-column grid (react-grid-layout): dragged by their handle,
 * resized from their corner, or moved from their menu with the keyboard. On a narrow screen they
 * stand one below the other, in the grid's order.
 */
export function DashboardGrid({ components, data, onChange }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const replace = (next: TemplateComponent) =>
    onChange(components.map((c) => (c.id === next.id ? next : c)));

  const frame = (component: TemplateComponent, editable: boolean) => (
    <Card
      withBorder
      padding="xs"
      className={classes.frame}
      data-testid="dashboard-component"
      data-kind={component.kind}
      data-component-id={component.id}
      component="section"
      aria-label={headingOf(component)}
    >
      <Group gap={4} wrap="nowrap" mb={4}>
        {editable && (
          <span className={`${classes.handle} drag-handle`} aria-hidden title="Drag to move">
            <IconGripVertical size={16} />
          </span>
        )}
        <Text size="sm" fw={600} lineClamp={1} style={{ flex: 1 }}>
          {headingOf(component)}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Arrange ${headingOf(component)}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {editable &&
              NUDGES.map(({ how, label }) => (
                <Menu.Item key={how} onClick={() => replace(nudged(component, how))}>
                  {label}
                </Menu.Item>
              ))}
            {editable && <Menu.Divider />}
            <Menu.Item
              color="red"
              onClick={() => onChange(components.filter((c) => c.id !== component.id))}
            >
              Remove
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <div className={classes.body}>
        <ComponentBody component={component} data={data} />
      </div>
    </Card>
  );

  if (narrow) {
    const ordered = [...components].sort(
      (a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x,
    );
    return (
      <Stack gap="sm">
        {ordered.map((c) => (
          <div key={c.id} style={{ height: c.layout.h * ROW_HEIGHT }}>
            {frame(c, false)}
          </div>
        ))}
      </Stack>
    );
  }

  return (
    <div ref={containerRef} data-testid="dashboard-grid">
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={gridCells(components)}
          gridConfig={{ cols: TEMPLATE_GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [12, 12] }}
          dragConfig={{ enabled: true, handle: '.drag-handle' }}
          resizeConfig={{ enabled: true }}
          onLayoutChange={(layout: Layout) => {
            const next = placeComponents(components, [...layout]);
            if (!samePlaces(next, components)) onChange(next);
          }}
        >
          {components.map((c) => (
            <div key={c.id}>{frame(c, true)}</div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
