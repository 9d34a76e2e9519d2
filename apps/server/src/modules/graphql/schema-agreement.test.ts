import {
  alertItem,
  alertLocation,
  busLocation,
  commandStateChange,
  dataPoint,
  fleetAlert,
  alarmChangeSchema,
  alarmPerson,
  fleetMissionEvent,
  lastPoint,
  missionEventData,
  publicBusLocation,
  publicService,
  service,
  serviceCreateBody,
  serviceStop,
  serviceUpdateBody,
  vehicleCommandRecord,
  vehicleTelemetry,
} from '@shuttle-ops/domain';
import {
  buildSchema,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typeDefs } from './schema.graphql.ts';

/**
 * The SDL (schema.graphql.ts) is written by hand beside the zod wire schemas of packages/domain
 * that the resolvers' values are presented with: each GraphQL type below must have the fields of
 * its zod objects, no more, no fewer, nullable exactly when a zod object lets the field be null
 * or left out, and a list exactly when it is an array.
 */

interface Agreement {
  /**
   * The zod objects of the type's values; several when callers see variants (the public feeds
   * send null where the tenant's carry an id). A field is nullable when any of them allows it.
   */
  zod: readonly z.ZodObject[];
  /** Fields that legitimately differ, each with why (none at present). */
  differs?: Readonly<Record<string, string>>;
}

const AGREEMENTS: Readonly<Record<string, Agreement>> = {
  VehicleTelemetry: { zod: [vehicleTelemetry] },
  MeasureNameValue: { zod: [vehicleTelemetry.shape.measure_values_list.element] },
  BusLocation: { zod: [busLocation, publicBusLocation] },
  DataPoint: { zod: [dataPoint] },
  Alert: { zod: [fleetAlert] },
  AlertItem: { zod: [alertItem] },
  AlertLocation: { zod: [alertLocation] },
  ProcessAlert: { zod: [alarmChangeSchema] },
  AlarmPerson: { zod: [alarmPerson] },
  MissionEvent: { zod: [fleetMissionEvent] },
  MissionEventData: { zod: [missionEventData] },
  VehicleCommand: { zod: [vehicleCommandRecord] },
  CommandStateChange: { zod: [commandStateChange] },
  Service: { zod: [service, publicService] },
  ServiceStop: { zod: [serviceStop] },
  LastPoint: { zod: [lastPoint] },
  // The mutations parse their input with the REST bodies' schemas (services.graphql.ts).
  CreateServiceInput: { zod: [serviceCreateBody] },
  UpdateServiceInput: { zod: [serviceUpdateBody] },
};

/** Types of the schema with no zod schema in packages/domain, and why. */
const WITHOUT_ZOD: Readonly<Record<string, string>> = {
  MeasureData: 'rows the fleet history repository reads from the database, typed in TypeScript',
  MeasureName: 'built by the getMeasureNames resolver from the MEASURES table of the domain',
};

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

interface Presence {
  nullable: boolean;
  list: boolean;
  /** Whether a list's items may be null. */
  itemNullable: boolean;
}

const describePresence = (p: Presence) => {
  const item = p.list ? `list of ${p.itemNullable ? 'nullable' : 'non-null'} items` : 'single';
  return `${p.nullable ? 'nullable' : 'non-null'} ${item}`;
};

function graphqlPresence(type: GraphQLType): Presence {
  const inner = isNonNullType(type) ? type.ofType : type;
  return {
    nullable: !isNonNullType(type),
    list: isListType(inner),
    itemNullable: isListType(inner) && !isNonNullType(inner.ofType),
  };
}

/**
 * The schema under optional, nullable and default wrappers, and whether any of them lets the
 * value be null or absent. A default fills a missing input in, so only an input may omit it.
 */
function unwrap(schema: z.core.$ZodType, input: boolean) {
  let nullable = false;
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      nullable = true;
      current = current.unwrap();
    } else if (current instanceof z.ZodDefault) {
      nullable ||= input;
      current = current.unwrap();
    } else if (current instanceof z.ZodNull) {
      return { schema: current, nullable: true };
    } else if (current instanceof z.ZodUnion) {
      const options: readonly z.core.$ZodType[] = current.options;
      return { schema: current, nullable: nullable || options.some((o) => o instanceof z.ZodNull) };
    } else {
      return { schema: current, nullable };
    }
  }
}

function zodPresence(schema: z.core.$ZodType, input: boolean): Presence {
  const outer = unwrap(schema, input);
  if (!(outer.schema instanceof z.ZodArray)) {
    return { nullable: outer.nullable, list: false, itemNullable: false };
  }
  const element: z.core.$ZodType = outer.schema.element;
  return { nullable: outer.nullable, list: true, itemNullable: unwrap(element, input).nullable };
}

function fieldOf(object: z.ZodObject, field: string): z.core.$ZodType | undefined {
  const shape: Readonly<Record<string, z.core.$ZodType>> = object.shape;
  return Object.hasOwn(shape, field) ? shape[field] : undefined;
}

/** How the GraphQL type `name` and its zod objects differ, one line per difference. */
function differencesOf(schema: GraphQLSchema, name: string, agreement: Agreement): string[] {
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInputObjectType(type)) return [`${name}: not in the SDL`];
  const input = isInputObjectType(type);
  const differs = agreement.differs ?? {};
  const sdlFields = type.getFields();
  const zodKeys = new Set(agreement.zod.flatMap((object) => Object.keys(object.shape)));
  const names = [...new Set([...Object.keys(sdlFields), ...zodKeys])].sort();
  const found: string[] = [];
  for (const field of Object.keys(differs)) {
    if (!names.includes(field)) found.push(`${name}.${field}: listed as differing, in neither`);
  }
  for (const field of names.filter((f) => differs[f] === undefined)) {
    const sdlField = sdlFields[field];
    const zodFields = agreement.zod.map((object) => fieldOf(object, field));
    if (sdlField === undefined) {
      found.push(`${name}.${field}: in the zod schema, not in the SDL`);
      continue;
    }
    const present = zodFields.filter((f) => f !== undefined);
    if (present.length < zodFields.length) {
      found.push(`${name}.${field}: in the SDL, not in the zod schema`);
      continue;
    }
    const presences = present.map((f) => zodPresence(f, input));
    if (new Set(presences.map((p) => p.list)).size > 1) {
      found.push(`${name}.${field}: a list in some zod schemas, not in others`);
      continue;
    }
    const zodSide: Presence = {
      nullable: presences.some((p) => p.nullable),
      list: presences[0]!.list,
      itemNullable: presences.some((p) => p.itemNullable),
    };
    const sdlSide = graphqlPresence(sdlField.type);
    if (describePresence(sdlSide) !== describePresence(zodSide)) {
      found.push(
        `${name}.${field}: ${describePresence(sdlSide)} in the SDL (${String(sdlField.type)}), ` +
          `${describePresence(zodSide)} in the zod schema`,
      );
    }
  }
  return found;
}

const sdl = buildSchema(typeDefs);

describe('the GraphQL SDL and the zod wire schemas', () => {
  it.each(Object.entries(AGREEMENTS))('agree on %s', (name, agreement) => {
    expect(differencesOf(sdl, name, agreement)).toEqual([]);
  });

  it('map every object and input type of the SDL, or say why it has no zod schema', () => {
    const types = Object.values(sdl.getTypeMap())
      .filter((type) => isObjectType(type) || isInputObjectType(type))
      .map((type) => type.name)
      .filter((name) => !name.startsWith('__') && !ROOT_TYPES.has(name))
      .sort();
    expect(types).toEqual([...Object.keys(AGREEMENTS), ...Object.keys(WITHOUT_ZOD)].sort());
  });

  it('report a field missing on either side, and a nullability or list that differs', () => {
    const withoutDtLambda = buildSchema(typeDefs.replace(/^\s*dt_lambda: String!\n/m, ''));
    expect(
      differencesOf(withoutDtLambda, 'VehicleTelemetry', AGREEMENTS.VehicleTelemetry!),
    ).toEqual(['VehicleTelemetry.dt_lambda: in the zod schema, not in the SDL']);
    const zodWithout = { zod: [vehicleTelemetry.omit({ dt_lambda: true })] };
    expect(differencesOf(sdl, 'VehicleTelemetry', zodWithout)).toEqual([
      'VehicleTelemetry.dt_lambda: in the SDL, not in the zod schema',
    ]);
    const alwaysStops = {
      zod: [service.extend({ stops: z.array(serviceStop), end_dt: z.string() })],
    };
    expect(differencesOf(sdl, 'Service', alwaysStops)).toEqual([
      'Service.Customer_ID: nullable single in the SDL (ID), non-null single in the zod schema',
      'Service.end_dt: nullable single in the SDL (String), non-null single in the zod schema',
      'Service.stops: nullable list of non-null items in the SDL ([ServiceStop!]), ' +
        'non-null list of non-null items in the zod schema',
    ]);
  });
});
