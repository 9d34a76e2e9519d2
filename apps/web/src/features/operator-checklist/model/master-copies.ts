import { checklistMaster, type ChecklistMaster } from '@shuttle-ops/domain';

const PREFIX = 'shuttle-ops.checklist-masters';
const keyOf = (vehicleId: string) => `${PREFIX}.${vehicleId}`;

/** Keeps the masters of a vehicle on the device, so a reload without network can carry on. */
export function keepMasters(vehicleId: string, masters: readonly ChecklistMaster[]): void {
  try {
    window.localStorage.setItem(keyOf(vehicleId), JSON.stringify(masters));
  } catch {
    // The draft matters more than this copy; the masters load again online.
  }
}

/** The masters last seen for the vehicle (an empty list when none, or unreadable). */
export function keptMasters(vehicleId: string): ChecklistMaster[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(keyOf(vehicleId)) ?? '[]');
    const parsed = checklistMaster.array().safeParse(value);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
