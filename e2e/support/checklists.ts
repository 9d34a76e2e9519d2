import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { checklistMaster, vehicleCreated, type ChecklistMaster } from '@shuttle-ops/domain';
import { headersOf } from './api-session.ts';
import type { CreatedVehicle } from './vehicle-link.ts';

/**
 * A vehicle of its own (named `name`) with a master of its own made of `sections`: the demo's
 * gated shuttle keeps its passed check, so what a test does here stops no other test's service.
 */
export async function vehicleWithMaster(
  request: APIRequestContext,
  name: string,
  sections: readonly object[],
): Promise<{ vehicle: CreatedVehicle; master: ChecklistMaster }> {
  const headers = await headersOf(request, 'admin');
  const created = await request.post('/dev/v1/vehicles', {
    headers,
    data: {
      operation: 'CREATE',
      name,
      registration: null,
      status_flag: 'active',
      maxOccupancy: 8,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicle = vehicleCreated.parse(await created.json());
  const res = await request.post('/dev/v1/checklist/master', {
    headers,
    data: {
      name: `Daily check of ${name}`,
      sections,
      applies_to: { Vehicle_IDs: [vehicle.Vehicle_ID], Route_IDs: [] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { vehicle, master: checklistMaster.parse(await res.json()) };
}
