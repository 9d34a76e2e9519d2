import { sql } from 'drizzle-orm';
import {
  ALERT_EVENT_NAMES,
  ALERT_LEVELS,
  COMMAND_STATES,
  MISSION_LIFECYCLES,
  MISSION_STACK_STATUSES,
  MISSION_TYPES,
  REMOTE_COMMANDS,
  type AlertItem,
  type AlertLocation,
  type CommandStateChange,
  type LineString,
  type MissionEventData,
} from '@shuttle-ops/domain';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_name_lower_uq').on(sql`lower(${t.name})`),
    index('customers_created_idx').on(t.createdAt),
  ],
);

export const userStatuses = ['FORCE_CHANGE_PASSWORD', 'CONFIRMED', 'RESET_REQUIRED'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    username: text('username').notNull(),
    email: text('email'),
    preferredUsername: text('preferred_username'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('CONFIRMED'),
    enabled: boolean('enabled').notNull().default(true),
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpLastTimeStep: integer('totp_last_time_step'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    graphicFileId: uuid('graphic_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_customer_idx').on(t.customerId),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupName] })],
);

export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    customerId: uuid('customer_id'),
    userId: uuid('user_id'),
    username: text('username'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    requestId: text('request_id'),
    ip: text('ip'),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_customer_idx').on(t.customerId, t.at),
  ],
);

/** Secrets the server makes for itself once (e.g. the key that signs file links). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const fileKinds = [
  'customer_logo',
  'vehicle_icon',
  'route_graphic',
  'user_graphic',
] as const;

/** An uploaded image; the bytes live in the file store under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: fileKinds }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_uq').on(t.storageKey),
    index('files_customer_idx').on(t.customerId, t.kind),
  ],
);

export const vehicleStatusFlags = ['active', 'inactive', 'maintenance', 'retired'] as const;

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    registration: text('registration'),
    statusFlag: text('status_flag', { enum: vehicleStatusFlags }).notNull().default('active'),
    maxOccupancy: integer('max_occupancy').notNull(),
    maxWheelchairOccupancy: integer('max_wheelchair_occupancy').notNull().default(0),
    iconFileId: uuid('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
    mqttUsername: text('mqtt_username'),
    /** argon2id of the vehicle's MQTT password; null when its credentials are revoked. */
    mqttPasswordHash: text('mqtt_password_hash'),
    mqttRotatedAt: timestamp('mqtt_rotated_at', { withTimezone: true }),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_customer_name_uq').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('vehicles_mqtt_username_uq').on(t.mqttUsername),
    index('vehicles_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

export const busStops = pgTable(
  'bus_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    label: text('label'),
    direction: text('direction'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bus_stops_customer_name_idx').on(t.customerId, sql`lower(${t.name})`),
    index('bus_stops_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

export const routeTypes = ['loop', 'line'] as const;

export const routes = pgTable(
  'routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    routeType: text('route_type', { enum: routeTypes }).notNull().default('loop'),
    color: text('color'),
    /** GeoJSON LineString, validated on the way in. */
    path: jsonb('path').$type<LineString>().notNull(),
    graphicFileId: uuid('graphic_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('routes_customer_name_uq').on(t.customerId, sql`lower(${t.name})`),
    index('routes_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

/** A route's stops in travel order; a stop in use cannot be deleted (restrict). */
export const routeStops = pgTable(
  'route_stops',
  {
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    busStopId: uuid('bus_stop_id')
      .notNull()
      .references(() => busStops.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.position] }),
    index('route_stops_bus_stop_idx').on(t.busStopId),
    index('route_stops_customer_idx').on(t.customerId),
  ],
);

// ---- vehicle messages (issue 5) ----------------------------------------------------------------
// Time series written by the ingest pipeline only. They carry no foreign keys: a key check per row
// would slow every batch, and a vehicle's history outlives the vehicle (deleted or anonymized).

/**
 * One row per telemetry message a vehicle sent: the de-duplication key of redelivered messages
 * (vehicle, seq) and the server's receive time.
 */
export const telemetrySnapshots = pgTable(
  'telemetry_snapshots',
  {
    vehicleId: uuid('vehicle_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    dtCanbus: timestamp('dt_canbus', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.seq] })],
);

/** One row per measure of a telemetry message (spec §3 "Measure data"); also the data points. */
export const telemetry = pgTable(
  'telemetry',
  {
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    measureName: text('measure_name').notNull(),
    /** The vehicle's time of the measure (its message's `dt_canbus`). */
    dtIot: timestamp('dt_iot', { withTimezone: true }).notNull(),
    valueNum: doublePrecision('value_num'),
    valueText: text('value_text'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('telemetry_vehicle_measure_dt_idx').on(t.vehicleId, t.measureName, t.dtIot)],
);

/** Where each vehicle was, from the LATITUDE and LONGITUDE of its telemetry (spec §3). */
export const busLocations = pgTable(
  'bus_locations',
  {
    vehicleId: uuid('vehicle_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    /** The vehicle's name when the location was received. */
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    dtIot: timestamp('dt_iot', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.seq] }),
    index('bus_locations_customer_dt_idx').on(t.customerId, t.dtIot),
  ],
);

/** An alert message of a vehicle with its conditions (spec §3 Alert). */
export const vehicleAlerts = pgTable(
  'vehicle_alerts',
  {
    /** The message's own id. */
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    msgId: bigint('msg_id', { mode: 'number' }).notNull(),
    level: text('level', { enum: ALERT_LEVELS }).notNull(),
    eventName: text('event_name', { enum: ALERT_EVENT_NAMES }).notNull(),
    sourceType: text('source_type').notNull(),
    message: text('message').notNull(),
    siteName: text('site_name').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    location: jsonb('location').$type<AlertLocation>().notNull(),
    alerts: jsonb('alerts').$type<AlertItem[]>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vehicle_alerts_vehicle_msg_uq').on(t.vehicleId, t.msgId),
    index('vehicle_alerts_customer_time_idx').on(t.customerId, t.time),
    index('vehicle_alerts_vehicle_time_idx').on(t.vehicleId, t.time),
  ],
);

/** A mission event reported by a vehicle (spec §3 Mission event). */
export const missionEvents = pgTable(
  'mission_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    missionId: uuid('mission_id').notNull(),
    type: text('type').notNull(),
    siteId: text('site_id').notNull(),
    lifecycle: text('lifecycle', { enum: MISSION_LIFECYCLES }).notNull(),
    dtAggrSend: timestamp('dt_aggr_send', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<MissionEventData>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mission_events_dedup_uq').on(t.vehicleId, t.missionId, t.lifecycle, t.dtAggrSend),
    index('mission_events_customer_dt_idx').on(t.customerId, t.dtAggrSend),
  ],
);

// ---- announcements (issue 6) --------------------------------------------------------------------

export const announcementAudiences = ['operators', 'public', 'both'] as const;

/** A message for operators, passengers or both, shown between its start and end. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    audience: text('audience', { enum: announcementAudiences }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    /** The author's username, kept as text: it outlives the user. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_customer_start_idx').on(t.customerId, t.startAt)],
);

// ---- remote commands (issue 7) ------------------------------------------------------------------
// No foreign keys, as with the vehicle messages: the command log outlives a deleted vehicle or user.

/** A remote command sent to a vehicle, its current state and every state it went through. */
export const vehicleCommands = pgTable(
  'vehicle_commands',
  {
    /** The command_id on the wire (the client's, when it gave one). */
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    command: text('command', { enum: REMOTE_COMMANDS }).notNull(),
    state: text('state', { enum: COMMAND_STATES }).notNull(),
    reason: text('reason'),
    userId: uuid('user_id'),
    username: text('username'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    history: jsonb('history').$type<CommandStateChange[]>().notNull(),
  },
  (t) => [
    index('vehicle_commands_customer_issued_idx').on(t.customerId, t.issuedAt),
    index('vehicle_commands_vehicle_issued_idx').on(t.vehicleId, t.issuedAt),
  ],
);

// ---- services and occupancy (issue 6) ----------------------------------------------------------
// Vehicle, route and operator are kept by id and name without foreign keys: a service is history
// and outlives a deleted vehicle, route or user. A deleted customer takes its services along.

export const serviceStatuses = ['scheduled', 'active', 'completed', 'cancelled'] as const;

/** A vehicle running a route with an operator (spec §3 Service). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    routeId: uuid('route_id').notNull(),
    routeName: text('route_name').notNull(),
    routeType: text('route_type', { enum: routeTypes }).notNull(),
    operatorId: uuid('operator_id'),
    operatorName: text('operator_name'),
    siteName: text('site_name').notNull(),
    status: text('status', { enum: serviceStatuses }).notNull(),
    occupancy: integer('occupancy').notNull().default(0),
    wheelchairOccupancy: integer('wheelchair_occupancy').notNull().default(0),
    maxOccupancy: integer('max_occupancy').notNull(),
    maxWheelchairOccupancy: integer('max_wheelchair_occupancy').notNull(),
    lastLat: doublePrecision('last_lat'),
    lastLon: doublePrecision('last_lon'),
    lastPointAt: timestamp('last_point_at', { withTimezone: true }),
    /** Planned start while scheduled; the actual start once active. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active service per vehicle, also against two starts at the same moment.
    uniqueIndex('services_vehicle_active_uq')
      .on(t.vehicleId)
      .where(sql`${t.status} = 'active'`),
    index('services_customer_created_idx').on(t.customerId, t.createdAt),
    index('services_customer_status_idx').on(t.customerId, t.status),
  ],
);

/** A service's stops in route order with their timetable and predictions (spec §3 stops[]). */
export const serviceStops = pgTable(
  'service_stops',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** `No`: 1..n in route order. */
    no: integer('no').notNull(),
    customerId: uuid('customer_id').notNull(),
    busStopId: uuid('bus_stop_id').notNull(),
    label: text('label'),
    direction: text('direction'),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Metres along the route path from its start. */
    distanceM: doublePrecision('distance_m').notNull(),
    bst: timestamp('bst', { withTimezone: true }).notNull(),
    etaInitial: timestamp('eta_initial', { withTimezone: true }).notNull(),
    etaExpected: timestamp('eta_expected', { withTimezone: true }).notNull(),
    /** Seconds from `eta_updated_at` to `eta_expected`; null once arrived. */
    etaSeconds: integer('eta_seconds'),
    etaUpdatedAt: timestamp('eta_updated_at', { withTimezone: true }).notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.no] })],
);

export const occupancySources = ['operator', 'telemetry'] as const;

/** Every change of a service's occupancy: counts of an operator or the vehicle's counter. */
export const serviceOccupancies = pgTable(
  'service_occupancies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who counted; null for the vehicle's passenger counter. */
    by: uuid('by'),
    source: text('source', { enum: occupancySources }).notNull(),
    stopNo: integer('stop_no'),
    boardings: integer('boardings').notNull().default(0),
    alightings: integer('alightings').notNull().default(0),
    wheelchairBoardings: integer('wheelchair_boardings').notNull().default(0),
    wheelchairAlightings: integer('wheelchair_alightings').notNull().default(0),
    occupancyAfter: integer('occupancy_after').notNull(),
    wheelchairOccupancyAfter: integer('wheelchair_occupancy_after').notNull(),
  },
  (t) => [index('service_occupancies_service_at_idx').on(t.serviceId, t.at)],
);

// ---- missions to stations (issue 7) ------------------------------------------------------------
// A mission's current state; every lifecycle step is also a row of mission_events. No foreign
// keys, as with the vehicle messages: the mission log outlives a deleted vehicle or user.

/** A mission of a vehicle to a station, kept up to date from its mission events. */
export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    siteId: text('site_id').notNull(),
    type: text('type', { enum: MISSION_TYPES }).notNull(),
    stationId: text('station_id').notNull(),
    stationName: text('station_name').notNull(),
    status: text('status', { enum: MISSION_STACK_STATUSES }).notNull(),
    lifecycle: text('lifecycle', { enum: MISSION_LIFECYCLES }).notNull(),
    /** Queue order of a vehicle's missions. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The `mission/start` command, once sent. */
    commandId: uuid('command_id'),
    eta: timestamp('eta', { withTimezone: true }),
    remainingM: doublePrecision('remaining_m'),
    reason: text('reason'),
    requestedBy: uuid('requested_by'),
    requestedByName: text('requested_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('missions_customer_created_idx').on(t.customerId, t.createdAt),
    index('missions_vehicle_status_idx').on(t.vehicleId, t.status, t.seq),
    // One mission at a time on a vehicle, whichever server process sends it.
    uniqueIndex('missions_vehicle_active_uq')
      .on(t.vehicleId)
      .where(sql`${t.status} = 'active'`),
  ],
);

// ---- ETA engine (issue 6) -----------------------------------------------------------------------
// What the ETA engine has learned of each route: the time of each cell (a stop's dwell, or a
// piece of the run between stops), over all hours (slot -1) and per half hour of the day. Rows
// of an older layout of the route (another `signature`) are replaced as it learns again.

export const etaSegmentStats = pgTable(
  'eta_segment_stats',
  {
    routeId: uuid('route_id').notNull(),
    cell: integer('cell').notNull(),
    slot: integer('slot').notNull(),
    signature: text('signature').notNull(),
    meanS: doublePrecision('mean_s').notNull(),
    count: integer('count').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.cell, t.slot] })],
);

/**
 * Which server process writes the ETAs: every process follows the vehicles (the event bus gives
 * each all positions), one holds this lease and writes, so nothing is written or published twice.
 */
export const etaLease = pgTable('eta_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
