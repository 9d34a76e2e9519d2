import type { ChecklistMaster } from '@shuttle-ops/domain';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 sections, 9 items". */
export function contentSummary(master: ChecklistMaster): string {
  return `${count(master.sections.length, 'section', 'sections')}, ${count(master.item_count, 'item', 'items')}`;
}

/** "Every vehicle", or "1 vehicle, 2 routes". */
export function appliesToSummary(master: ChecklistMaster): string {
  const { Vehicle_IDs, Route_IDs } = master.applies_to;
  if (Vehicle_IDs.length === 0 && Route_IDs.length === 0) return 'Every vehicle';
  const parts = [];
  if (Vehicle_IDs.length > 0) parts.push(count(Vehicle_IDs.length, 'vehicle', 'vehicles'));
  if (Route_IDs.length > 0) parts.push(count(Route_IDs.length, 'route', 'routes'));
  return parts.join(', ');
}
