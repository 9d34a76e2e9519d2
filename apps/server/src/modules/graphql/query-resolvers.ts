import { ALERT_LEVELS, MEASURE_NAMES, MEASURES, type MeasureName } from '@shuttle-ops/domain';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import { idArg, measureNameArg, requestTypeArg, rowsArg } from './arguments.ts';
import type { TelemetryRepository } from '../telemetry/index.ts';
import { scopeFor, type GraphqlCaller } from './graphql-auth.ts';
import { badArgument } from './graphql-errors.ts';
import { QUERY_LIMITS } from './query-limits.ts';
import { rangeOf, sinceOf } from './time-limit.ts';

/** What a query resolver knows of its request. */
export interface QueryContext {
  caller: GraphqlCaller;
  /** The HTTP request's id and address, for the audit log of mutations. */
  requestId?: string;
  ip?: string;
}

type Args = Readonly<Record<string, unknown>>;
type Resolver = (root: unknown, args: Args, context: QueryContext) => unknown;

export interface QueryResolverDeps {
  history: TelemetryRepository;
  /** The latest-state cache: measure names come from memory, not from the history. */
  state: VehicleStateStore;
}

/** `time_limit` (the TimeLimit scalar has already made it a number or a string). */
const timeLimitOf = (args: Args) =>
  sinceOf(
    typeof args.time_limit === 'string' || typeof args.time_limit === 'number'
      ? args.time_limit
      : null,
  );

function measureList(value: unknown): MeasureName[] {
  const list = Array.isArray(value) ? value : [];
  if (list.length < 1 || list.length > QUERY_LIMITS.maxMeasures) {
    throw badArgument('measure_name_list', `must name 1 to ${QUERY_LIMITS.maxMeasures} measures`);
  }
  return [...new Set(list.map((name) => measureNameArg('measure_name_list', name)!))];
}

/**
 * The queries of spec §7. Each needs the caller's access token (x-token) and reads only the
 * customer of TenantScope; a platform-owner administrator may name another with Customer_ID.
 */
export function queryResolvers({ history, state }: QueryResolverDeps): Record<string, Resolver> {
  return {
    async getVehicleData(_root, args, { caller }) {
      requestTypeArg(args.request_type, 'vehicle_measure_name_values');
      const scope = scopeFor(caller, 'readReference', args.Customer_ID);
      const vehicleId = idArg('vehicle_id', args.vehicle_id);
      const measure = measureNameArg('measure_name', args.measure_name);
      if (!vehicleId && !measure) {
        throw badArgument('vehicle_id', 'name a vehicle_id or a measure_name (or both)');
      }
      const rows = rowsArg(args.number_of_rows);
      return history.vehicleData({ scope, vehicleId, measure, from: timeLimitOf(args), rows });
    },

    async getMultipleMeasureNameValues(_root, args, { caller }) {
      requestTypeArg(args.request_type, 'vehicle_data_for_comparison');
      const scope = scopeFor(caller, 'readReference', args.Customer_ID);
      const vehicleId = idArg('vehicle_id', args.vehicle_id);
      if (!vehicleId) throw badArgument('vehicle_id', 'is required to compare measures');
      const measures = measureList(args.measure_name_list);
      const rows = rowsArg(args.number_of_rows);
      const range = rangeOf(args);
      if (range !== null)
        return history.measureSpread({ scope, vehicleId, measures, ...range, rows });
      return history.measureSeries({ scope, vehicleId, measures, from: timeLimitOf(args), rows });
    },

    async getLocationData(_root, args, { caller }) {
      requestTypeArg(args.request_type, 'location_data');
      const scope = scopeFor(caller, 'readReference', args.Customer_ID);
      const vehicleId = idArg('vehicle_id', args.vehicle_id);
      const rows = rowsArg(args.number_of_rows);
      return history.locations({ scope, vehicleId, from: timeLimitOf(args), rows });
    },

    async getAlertMessages(_root, args, { caller }) {
      requestTypeArg(args.request_type, 'vehicle_alert_messages');
      const scope = scopeFor(caller, 'readReference', args.Customer_ID);
      const vehicleId = idArg('vehicle_id', args.vehicle_id);
      const rows = rowsArg(args.number_of_rows);
      return history.alerts({ scope, vehicleId, from: timeLimitOf(args), rows });
    },

    getMeasureNames(_root, args, { caller }) {
      requestTypeArg(args.request_type, 'measure_names_for_vehicle');
      const scope = scopeFor(caller, 'readReference', args.Customer_ID);
      const vehicleId = idArg('vehicle_id', args.vehicle_id);
      const vehicles = vehicleId
        ? [state.get(scope.customerId, vehicleId)].filter((v) => v !== undefined)
        : state.list(scope.customerId);
      const reported = new Set(vehicles.flatMap((v) => Object.keys(v.measures)));
      return MEASURE_NAMES.filter((name) => reported.has(name)).map((name) => ({
        measure_name: name,
        label: MEASURES[name].label,
        unit: MEASURES[name].unit,
        value_type: MEASURES[name].valueType,
      }));
    },

    getAlertLevelNames(_root, args, { caller }) {
      requestTypeArg(args.request_type, 'level_names');
      scopeFor(caller, 'readReference', null);
      return ALERT_LEVELS;
    },
  };
}
