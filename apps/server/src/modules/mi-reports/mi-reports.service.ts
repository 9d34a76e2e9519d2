import {
  ALERT_LEVELS,
  londonDay,
  miReportPeriod,
  type MiFigures,
  type MiReport,
  type MiReportQuery,
  type MiRouteFigures,
  type MiVehicleFigures,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { invalidField } from '../../lib/http-error.ts';
import type { MiReportsRepository } from './mi-reports.repository.ts';

export interface MiReportsDeps {
  repo: MiReportsRepository;
  now?: () => Date;
}

const HOUR_MS = 3_600_000;
/** Figures rounded for people: hours and km to 0.01, rates to 0.1. */
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const per1000Km = (count: number, km: number) => (km > 0 ? round((count * 1000) / km, 1) : null);
const zero = (): MiFigures => ({
  services: 0,
  service_hours: 0,
  vehicle_km: 0,
  passengers: 0,
  wheelchair_passengers: 0,
  incidents: 0,
});

/** Management information of one customer over one period (docs/guide/reports.md). */
export function miReportsService({ repo, now = () => new Date() }: MiReportsDeps) {
  return {
    async report(actor: Actor, query: MiReportQuery): Promise<MiReport> {
      const at = now();
      const period = miReportPeriod(query, londonDay(at));
      if (!period.ok) throw invalidField(`querystring.${period.field}`, period.message);
      const { from, to } = period;
      const scope = actor.scope;
      const [services, fleet, alarms, handling, commands, incidents, checklists, regularity] =
        await Promise.all([
          repo.services(scope, from, to),
          repo.fleet(scope),
          repo.alarmsPerVehicle(scope, from, to),
          repo.alarmHandling(scope, from, to),
          repo.commandsPerVehicle(scope, from, to),
          repo.incidents(scope, from, to),
          repo.checklists(scope, from, to),
          repo.headwayRegularity(scope, from, to),
        ]);

      // Every vehicle of the fleet, and any other that ran a service or raised something.
      const names = new Map<string, string>(fleet.map((v) => [v.id, v.name]));
      for (const s of services) if (!names.has(s.vehicleId)) names.set(s.vehicleId, s.vehicleName);
      const others = [...alarms, ...commands, ...incidents, ...checklists]
        .map((r) => r.vehicleId)
        .filter((id): id is string => id !== null && !names.has(id));
      for (const id of new Set(others)) {
        names.set(id, (await repo.vehicleName(scope, id)) ?? 'Unknown vehicle');
      }

      const end = (endAt: Date | null) => endAt ?? new Date(Math.min(at.getTime(), to.getTime()));
      const km = await repo.distances(scope, [
        // A service's distance is travelled between its start and its end (within the period).
        ...services.map((s) => ({
          key: `s:${s.id}`,
          vehicleId: s.vehicleId,
          from: s.startAt,
          to: new Date(Math.min(end(s.endAt).getTime(), to.getTime())),
        })),
        ...[...names.keys()].map((id) => ({ key: `v:${id}`, vehicleId: id, from, to })),
      ]);
      const kmOf = (key: string) => (km.get(key) ?? 0) / 1000;

      const vehicles = new Map<string, MiVehicleFigures>();
      for (const [id, name] of names) {
        vehicles.set(id, {
          Vehicle_ID: id,
          vehicle_name: name,
          ...zero(),
          vehicle_km: kmOf(`v:${id}`),
          alarms: 0,
          alarms_per_1000_km: null,
          remote_interventions: 0,
          remote_interventions_per_1000_km: null,
          checklists: 0,
          checklists_passed: 0,
        });
      }
      const routes = new Map<string, MiRouteFigures>();
      for (const s of services) {
        const hours = Math.max(0, end(s.endAt).getTime() - s.startAt.getTime()) / HOUR_MS;
        const route =
          routes.get(s.routeId) ??
          ({
            Route_ID: s.routeId,
            route_name: s.routeName,
            ...zero(),
            headway_cv: null,
          } satisfies MiRouteFigures);
        routes.set(s.routeId, route);
        for (const f of [route, vehicles.get(s.vehicleId)]) {
          if (!f) continue;
          f.services += 1;
          f.service_hours += hours;
          f.passengers += s.boardings + s.wheelchairBoardings;
          f.wheelchair_passengers += s.wheelchairBoardings;
        }
        route.vehicle_km += kmOf(`s:${s.id}`);
      }
      // Loops: the mean coefficient of variation of the gaps, sampled while two shuttles ran.
      for (const [routeId, sampled] of regularity) {
        const route = routes.get(routeId);
        if (route) route.headway_cv = round(sampled.cv, 2);
      }
      for (const a of alarms) if (a.vehicleId) vehicles.get(a.vehicleId)!.alarms += a.count;
      for (const c of commands) vehicles.get(c.vehicleId)!.remote_interventions += c.count;
      for (const c of checklists) {
        const v = vehicles.get(c.vehicleId)!;
        v.checklists += c.count;
        v.checklists_passed += c.passed;
      }
      for (const i of incidents) {
        if (i.vehicleId) vehicles.get(i.vehicleId)!.incidents += i.count;
        const route = i.routeId ? routes.get(i.routeId) : undefined;
        if (route) route.incidents += i.count;
      }

      const tidy = <T extends MiFigures>(f: T): T => ({
        ...f,
        service_hours: round(f.service_hours, 2),
        vehicle_km: round(f.vehicle_km, 2),
      });
      const vehicleRows = [...vehicles.values()].map((v) =>
        tidy({
          ...v,
          alarms_per_1000_km: per1000Km(v.alarms, v.vehicle_km),
          remote_interventions_per_1000_km: per1000Km(v.remote_interventions, v.vehicle_km),
        }),
      );
      const sum = (pick: (v: MiVehicleFigures) => number) =>
        vehicleRows.reduce((total, v) => total + pick(v), 0);
      const totalKm = [...names.keys()].reduce((total, id) => total + kmOf(`v:${id}`), 0);
      const allAlarms = alarms.reduce((total, a) => total + a.count, 0);
      const allCommands = sum((v) => v.remote_interventions);
      const allChecklists = sum((v) => v.checklists);
      const passed = sum((v) => v.checklists_passed);
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      return {
        period: query.period,
        first_day: period.firstDay,
        last_day: period.lastDay,
        from: from.toISOString(),
        to: to.toISOString(),
        totals: tidy({
          services: services.length,
          service_hours: services.reduce(
            (total, s) =>
              total + Math.max(0, end(s.endAt).getTime() - s.startAt.getTime()) / HOUR_MS,
            0,
          ),
          vehicle_km: totalKm,
          passengers: services.reduce((t, s) => t + s.boardings + s.wheelchairBoardings, 0),
          wheelchair_passengers: services.reduce((t, s) => t + s.wheelchairBoardings, 0),
          incidents: incidents.reduce((total, i) => total + i.count, 0),
          alarms: allAlarms,
          alarms_per_1000_km: per1000Km(allAlarms, totalKm),
          remote_interventions: allCommands,
          remote_interventions_per_1000_km: per1000Km(allCommands, totalKm),
          checklists: allChecklists,
          checklists_passed: passed,
          checklist_pass_rate: allChecklists > 0 ? round(passed / allChecklists, 3) : null,
        }),
        alarm_levels: ALERT_LEVELS.map((level) => {
          const l = handling.find((h) => h.level === level);
          return {
            level,
            alarms: l?.newAlarms ?? 0,
            ack_median_s: l?.ackMedian ?? null,
            resolve_median_s: l?.resolveMedian ?? null,
          };
        }),
        routes: [...routes.values()]
          .map(tidy)
          .sort((a, b) => byName({ name: a.route_name }, { name: b.route_name })),
        vehicles: vehicleRows.sort((a, b) =>
          byName({ name: a.vehicle_name }, { name: b.vehicle_name }),
        ),
      };
    },
  };
}

export type MiReportsService = ReturnType<typeof miReportsService>;
