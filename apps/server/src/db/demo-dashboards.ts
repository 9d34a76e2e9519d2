import { eq } from 'drizzle-orm';
import { DEMO_VEHICLES, templateData, type TemplateComponentInput } from '@shuttle-ops/domain';
import type { Db } from './database.ts';
import { lockCustomer } from './customer-lock.ts';
import { telemetryTemplates } from './schema.ts';

/** The demo's dashboard of a customer's shuttles: where they are, how fast, charge and load. */
function fleetOverview(vehicles: string[]): TemplateComponentInput[] {
  const [first] = vehicles;
  return [
    {
      id: 'map',
      kind: 'map',
      title: 'Where they are',
      vehicles,
      layout: { x: 0, y: 0, w: 6, h: 8 },
    },
    {
      id: 'speed',
      kind: 'time-series',
      title: 'Speed',
      vehicles,
      measures: ['SPEED'],
      layout: { x: 6, y: 0, w: 6, h: 8 },
    },
    {
      id: 'battery',
      kind: 'gauge',
      title: 'Battery',
      vehicles: [first!],
      measure: 'BATTERY_STATUS_LEVEL',
      min: 0,
      max: 100,
      layout: { x: 0, y: 8, w: 3, h: 6 },
    },
    {
      id: 'passengers',
      kind: 'latest-value',
      title: 'Passengers on board',
      vehicles,
      measure: 'PASSENGERS_COUNT',
      layout: { x: 3, y: 8, w: 3, h: 6 },
    },
    {
      id: 'table',
      kind: 'table',
      title: 'Latest readings',
      vehicles,
      measures: ['SPEED', 'BATTERY_STATUS_LEVEL', 'PASSENGERS_COUNT', 'VEHICLE_MODE'],
      layout: { x: 6, y: 8, w: 6, h: 6 },
    },
    {
      id: 'alarms',
      kind: 'alarm-list',
      title: 'Open alarms',
      vehicles,
      layout: { x: 0, y: 14, w: 12, h: 6 },
    },
  ];
}

/**
 * A "Fleet overview" dashboard for each demo customer that has none yet (so a rerun changes
 * nothing), over its demo vehicles: written under the customer's lock, like the announcements.
 */
export async function seedDemoDashboards(db: Db, ids: Map<string, string>): Promise<void> {
  for (const [customer, customerId] of ids) {
    const vehicles = DEMO_VEHICLES.filter((v) => v.customer === customer).map((v) => v.Vehicle_ID);
    if (vehicles.length === 0) continue;
    const { components } = templateData.parse({ components: fleetOverview(vehicles) });
    await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [existing] = await tx
        .select({ id: telemetryTemplates.id })
        .from(telemetryTemplates)
        .where(eq(telemetryTemplates.customerId, customerId))
        .limit(1);
      if (existing) return;
      await tx.insert(telemetryTemplates).values({
        customerId,
        name: 'Fleet overview',
        description: 'Where the shuttles are, their speed, charge, passengers and open alarms.',
        components,
        vehicleIds: vehicles,
        kinds: [...new Set(components.map((c) => c.kind))],
        createdBy: 'service-manager',
      });
    });
  }
}
