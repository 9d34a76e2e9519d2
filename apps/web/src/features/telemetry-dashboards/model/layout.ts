import {
  TEMPLATE_GRID_COLUMNS,
  TEMPLATE_GRID_MAX_HEIGHT,
  type TemplateComponent,
  type TemplateComponentKind,
  type TemplateGridPosition,
} from '@shuttle-ops/domain';

/** One cell of the grid as react-grid-layout reads it (`i` is the component's id). */
export interface GridCell extends TemplateGridPosition {
  i: string;
}

/** The size a new component of each kind starts at. */
export const DEFAULT_SIZE: Readonly<Record<TemplateComponentKind, { w: number; h: number }>> = {
  'time-series': { w: 6, h: 4 },
  'latest-value': { w: 3, h: 2 },
  gauge: { w: 3, h: 4 },
  map: { w: 6, h: 5 },
  table: { w: 6, h: 3 },
  'alarm-list': { w: 6, h: 3 },
};

export const KIND_LABELS: Readonly<Record<TemplateComponentKind, string>> = {
  'time-series': 'Time-series chart',
  'latest-value': 'Latest value',
  gauge: 'Gauge',
  map: 'Map',
  table: 'Table',
  'alarm-list': 'Alarm list',
};

/** The grid's cells of the template's components. */
export const gridCells = (components: readonly TemplateComponent[]): GridCell[] =>
  components.map((c) => ({ i: c.id, ...c.layout }));

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The components placed where the grid put them (after a drag or a resize); a cell outside the
 * template's limits is brought back inside, and a component the grid does not know stays put.
 */
export function placeComponents(
  components: readonly TemplateComponent[],
  cells: readonly GridCell[],
): TemplateComponent[] {
  const byId = new Map(cells.map((cell) => [cell.i, cell]));
  return components.map((component) => {
    const cell = byId.get(component.id);
    if (cell === undefined) return component;
    const w = clamp(Math.round(cell.w), 1, TEMPLATE_GRID_COLUMNS);
    const layout = {
      x: clamp(Math.round(cell.x), 0, TEMPLATE_GRID_COLUMNS - w),
      y: Math.max(0, Math.round(cell.y)),
      w,
      h: clamp(Math.round(cell.h), 1, TEMPLATE_GRID_MAX_HEIGHT),
    };
    const same =
      layout.x === component.layout.x &&
      layout.y === component.layout.y &&
      layout.w === component.layout.w &&
      layout.h === component.layout.h;
    return same ? component : { ...component, layout };
  });
}

/** Whether two lists of components are placed alike (the grid reports unchanged layouts too). */
export const samePlaces = (a: readonly TemplateComponent[], b: readonly TemplateComponent[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** Where a new component goes: below everything, at the left. */
export function nextPosition(
  components: readonly TemplateComponent[],
  kind: TemplateComponentKind,
): TemplateGridPosition {
  const bottom = Math.max(0, ...components.map((c) => c.layout.y + c.layout.h));
  return { x: 0, y: bottom, ...DEFAULT_SIZE[kind] };
}

/** An id not yet used in the template: `gauge-1`, `gauge-2`… */
export function newComponentId(
  components: readonly TemplateComponent[],
  kind: TemplateComponentKind,
): string {
  const used = new Set(components.map((c) => c.id));
  let n = 1;
  while (used.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}

/** The measures a component shows (none for a map or an alarm list). */
export function measuresOf(component: TemplateComponent): string[] {
  switch (component.kind) {
    case 'time-series':
    case 'table':
      return component.measures;
    case 'gauge':
    case 'latest-value':
      return [component.measure];
    default:
      return [];
  }
}
