import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { LineString } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { namedLease } from '../../lib/named-lease.ts';
import { busStops } from '../bus-stops/schema.ts';
import { etaSegmentStats } from './schema.ts';
import { routeStops, routes } from '../routes/schema.ts';
import type { LearnedRoute } from './engine/eta-engine.ts';
import type { CandidateRoute } from './route-matcher.ts';

const LEASE = 'eta-writer';

/** Rows written in one statement at most. */
const CHUNK = 500;

/** Queries of the ETA engine: route paths, and what it has learned of each route. */
export function etaRepository(db: Db) {
  return {
    /** The path of a route and its type, or undefined when the route is gone. */
    async routeOf(routeId: string): Promise<{ path: LineString; routeType: string } | undefined> {
      const [row] = await db
        .select({ path: routes.path, routeType: routes.routeType })
        .from(routes)
        .where(eq(routes.id, routeId));
      return row;
    },

    /** A customer's routes with their stops in travel order (routes of fewer stops left out). */
    async routesOfCustomer(customerId: string): Promise<CandidateRoute[]> {
      const rows = await db
        .select({
          id: routes.id,
          path: routes.path,
          routeType: routes.routeType,
          lat: busStops.lat,
          lon: busStops.lon,
        })
        .from(routes)
        .innerJoin(routeStops, eq(routeStops.routeId, routes.id))
        .innerJoin(busStops, eq(busStops.id, routeStops.busStopId))
        .where(eq(routes.customerId, customerId))
        .orderBy(asc(routes.id), asc(routeStops.position));
      const byRoute = new Map<string, CandidateRoute>();
      for (const row of rows) {
        let route = byRoute.get(row.id);
        if (!route) {
          route = {
            routeId: row.id,
            input: {
              path: row.path.coordinates.map(([lon, lat]) => [lon, lat] as const),
              stops: [],
              closed: row.routeType === 'loop',
            },
          };
          byRoute.set(row.id, route);
        }
        (route.input.stops as { lat: number; lon: number }[]).push({ lat: row.lat, lon: row.lon });
      }
      return [...byRoute.values()].filter((r) => r.input.stops.length >= 2);
    },

    ...namedLease(db, LEASE),

    /** What a route learned, for its current layout (`signature`). */
    async loadLearned(routeId: string, signature: string): Promise<LearnedRoute> {
      const rows = await db
        .select({
          cell: etaSegmentStats.cell,
          slot: etaSegmentStats.slot,
          meanS: etaSegmentStats.meanS,
          count: etaSegmentStats.count,
        })
        .from(etaSegmentStats)
        .where(and(eq(etaSegmentStats.routeId, routeId), eq(etaSegmentStats.signature, signature)));
      return { routeId, signature, cells: rows };
    },

    /** Stores learned figures; those of an older layout of the same route are dropped. */
    async saveLearned(learned: readonly LearnedRoute[]): Promise<void> {
      if (learned.every((l) => l.cells.length === 0)) return;
      await db.transaction(async (tx) => {
        for (const route of learned) {
          if (route.cells.length === 0) continue;
          await tx
            .delete(etaSegmentStats)
            .where(
              and(
                eq(etaSegmentStats.routeId, route.routeId),
                ne(etaSegmentStats.signature, route.signature),
              ),
            );
          for (let i = 0; i < route.cells.length; i += CHUNK) {
            const values = route.cells.slice(i, i + CHUNK).map((c) => ({
              routeId: route.routeId,
              cell: c.cell,
              slot: c.slot,
              signature: route.signature,
              meanS: c.meanS,
              count: Math.min(c.count, 2_000_000_000),
            }));
            await tx
              .insert(etaSegmentStats)
              .values(values)
              .onConflictDoUpdate({
                target: [etaSegmentStats.routeId, etaSegmentStats.cell, etaSegmentStats.slot],
                set: {
                  signature: sql`excluded.signature`,
                  meanS: sql`excluded.mean_s`,
                  count: sql`excluded.count`,
                  updatedAt: sql`now()`,
                },
              });
          }
        }
      });
    },
  };
}

export type EtaRepository = ReturnType<typeof etaRepository>;
