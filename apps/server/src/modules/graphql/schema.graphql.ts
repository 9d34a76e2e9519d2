/**
 * The GraphQL schema of spec §7 in SDL: names and arguments as the spec gives them; types with
 * the field names of spec §3. Times are ISO 8601 UTC strings; ids are the server's UUIDs,
 * except the vehicle's own alert ids (VehicleMadeId).
 * Resolvers are attached in graphql-schema.ts.
 */
export const typeDefs = /* GraphQL */ `
  """
  A measure's value as the vehicle sent it: a number for numeric measures (SPEED, LATITUDE…),
  a string for text measures (DOOR_STATUS, VEHICLE_MODE…). JSON carries it as a number or a
  string; typed clients see number | string.
  """
  scalar MeasureValue

  """
  An identifier of the vehicle's making: a string or a number, as the vehicle sent it (an alert's
  id and msg_id, an alert item's id: a UUID, "a-17", "msg-11", 42). Kept as given; the console's
  own ids are ID.
  """
  scalar VehicleMadeId

  """
  How far back from now a query reaches: seconds as a number (3600) or an ISO 8601 duration
  ("PT1H", "PT15M", "P1D"); at most a year and a day (31622400 seconds, P366D).
  """
  scalar TimeLimit

  type MeasureNameValue {
    measure_name: String!
    measure_value: MeasureValue!
  }

  "Spec §3 Vehicle telemetry: one snapshot; dt_lambda is when the server received it."
  type VehicleTelemetry {
    customer_id: ID!
    vehicle_id: ID!
    measure_values_list: [MeasureNameValue!]!
    dt_canbus: String!
    dt_lambda: String!
  }

  "Spec §3 Measure data: one measure of one snapshot (cav_id is the vehicle id)."
  type MeasureData {
    cav_id: ID!
    measure_name: String!
    measure_value: MeasureValue!
    dt_iot: String!
    customer_id: ID!
  }

  "A measure a vehicle reports, with the label, unit and kind of value the console shows."
  type MeasureName {
    measure_name: String!
    label: String!
    unit: String
    "number or text"
    value_type: String!
  }

  """
  Spec §3 Bus location. Customer_ID is null for public (x-api-key only) subscribers, who get
  positions only.
  """
  type BusLocation {
    Customer_ID: ID
    cav_id: ID!
    lat: Float!
    lon: Float!
    name: String!
    dt_iot: String!
  }

  type AlertLocation {
    alt: Float!
    bearing: Float!
    lat: Float!
    lon: Float!
  }

  "One condition of an alert message; its id names it from ACTIVE to CLEARED."
  type AlertItem {
    category: String!
    code: String!
    consequences: String!
    correctionProcedure: String!
    id: VehicleMadeId!
    level: String!
    message: String!
    state: String!
  }

  """
  Spec §3 Alert: a vehicle's alert message. id, msg_id and each item's id are the vehicle's own
  (strings or numbers, as sent). timestamp is epoch milliseconds.
  """
  type Alert {
    id: VehicleMadeId!
    level: String!
    source_id: ID!
    source_type: String!
    message: String!
    time: String!
    Source_ID: ID!
    Customer_ID: ID!
    event_name: String!
    msg_id: VehicleMadeId!
    site_name: String!
    timestamp: Float!
    location: AlertLocation!
    alerts: [AlertItem!]!
  }

  "Who took a step of an alarm."
  type AlarmPerson {
    user_id: ID!
    name: String!
  }

  "An alarm (a realtime alert to process) as it is after a change; change is raised, updated or deleted. Times are ISO 8601 UTC."
  type ProcessAlert {
    change: String!
    id: ID!
    Customer_ID: ID!
    Vehicle_ID: ID
    vehicle_name: String
    source: String!
    rule: String
    condition_key: String!
    level: String!
    level_word: String!
    category: String!
    code: String!
    message: String!
    consequences: String!
    correctionProcedure: String!
    state: String!
    condition_active: Boolean!
    count: Int!
    first_seen: String!
    last_seen: String!
    location: AlertLocation
    alert_id: VehicleMadeId
    chattering: Boolean!
    auto_resolved: Boolean!
    acknowledged_at: String
    acknowledged_by: AlarmPerson
    assignee: AlarmPerson
    assigned_at: String
    resolved_at: String
    resolved_by: AlarmPerson
    closed_at: String
    closed_by: AlarmPerson
    shelved_until: String
    shelved_by: AlarmPerson
    shelve_reason: String
    comment_count: Int!
    version: Int!
    created_at: String!
    updated_at: String!
  }

  "Spec §3 Data point: one measure of a snapshot (sensor is the measure name)."
  type DataPoint {
    cav_id: ID!
    dt_iot: String!
    sensor: String!
    siteName: String!
    value: MeasureValue!
    Customer_ID: ID!
  }

  type MissionEventData {
    station_id: String
    station_name: String
    eta: String
    remaining_m: Float
    lat: Float
    lon: Float
    reason: String
  }

  "Spec §3 Mission event reported by a vehicle."
  type MissionEvent {
    Customer_ID: ID!
    type: String!
    vehicle_id: ID!
    mission_id: ID!
    site_id: String!
    lifecycle: String!
    dt_aggr_send: String!
    data: MissionEventData!
  }

  "A state a remote command went through, and when."
  type CommandStateChange {
    state: String!
    at: String!
    reason: String
  }

  """
  A remote command (move/start, move/stop, door/open, door/close) and its state: sent,
  acknowledged, executed, rejected, expired, failed or timed_out.
  """
  type VehicleCommand {
    command_id: ID!
    Vehicle_ID: ID!
    Customer_ID: ID!
    command: String!
    state: String!
    reason: String
    issued_at: String!
    expires_at: String!
    updated_at: String!
    user_id: ID
    username: String
    history: [CommandStateChange!]!
  }

  "A stop of a service (spec §3 stops[]); times ISO 8601 UTC, eta in seconds (null once arrived)."
  type ServiceStop {
    No: Int!
    BS_ID: ID!
    BSLabel: String
    BSName: String!
    Direction: String
    lat: Float!
    lon: Float!
    BSt: String!
    etaInitial: String!
    etaExpected: String!
    eta: Int
    arrived_at: String
    "How sure etaExpected is: predicted, approximate (shown as about), delayed (the shuttle is held), unknown (silent)."
    etaStatus: String
    "How many seconds etaExpected may be off either way."
    etaMargin: Int
  }

  "The vehicle's last known position during a service."
  type LastPoint {
    lat: Float!
    lon: Float!
    dt_iot: String!
  }

  """
  Spec §3 Service: a vehicle running a route. serviceStatus: scheduled, active, completed or
  cancelled. Customer_ID, Operator_ID and operatorName are null for public (x-api-key only)
  subscribers, who get active services only (and the update that ends one).
  """
  type Service {
    Service_ID: ID!
    Customer_ID: ID
    Vehicle_ID: ID!
    vehicleName: String!
    Operator_ID: ID
    operatorName: String
    Route_ID: ID!
    routeName: String!
    routeType: String!
    siteName: String!
    LastPoint: LastPoint
    occupancy: Int!
    maxOccupancy: Int!
    wheelchair_occupancy: Int!
    max_wheelchair_occupancy: Int!
    wheelchairSpace: Boolean!
    serviceStatus: String!
    start_dt: String
    end_dt: String
    create_dt: String!
    update_dt: String!
    stops: [ServiceStop!]
  }

  "A vehicle starts running a route (active, the default) or is planned to (scheduled, at start_dt)."
  input CreateServiceInput {
    Vehicle_ID: ID!
    Route_ID: ID!
    serviceStatus: String
    start_dt: String
    Customer_ID: ID
  }

  "A status transition (scheduled → active → completed; scheduled or active → cancelled) and/or another operator."
  input UpdateServiceInput {
    Service_ID: ID!
    serviceStatus: String
    Operator_ID: ID
    Customer_ID: ID
  }

  "Signed-in users who operate services (x-api-key and x-token), by HTTP POST."
  type Mutation {
    createService(input: CreateServiceInput!): Service!
    updateService(input: UpdateServiceInput!): Service!
  }

  """
  Every query needs x-api-key and x-token. time_limit is how far back from now: seconds as a
  number (3600) or an ISO 8601 duration (PT15M, PT1H, P1D); at most a year and a day. number_of_rows is 1 to 1000. Customer_ID names another
  customer (platform-owner administrators only). Rows are newest first.
  """
  type Query {
    "The latest rows of measure data (request_type vehicle_measure_name_values); needs vehicle_id or measure_name."
    getVehicleData(
      number_of_rows: Int = 100
      measure_name: String
      Customer_ID: ID
      request_type: String
      vehicle_id: ID
      time_limit: TimeLimit
    ): [MeasureData!]!
    "Where the vehicles were (request_type location_data)."
    getLocationData(
      request_type: String
      time_limit: TimeLimit
      vehicle_id: ID
      Customer_ID: ID
      number_of_rows: Int = 100
    ): [BusLocation!]!
    "The measures a vehicle has reported (request_type measure_names_for_vehicle); all of the customer's vehicles without vehicle_id."
    getMeasureNames(request_type: String, vehicle_id: ID, Customer_ID: ID): [MeasureName!]!
    "Alert messages (request_type vehicle_alert_messages)."
    getAlertMessages(
      request_type: String
      vehicle_id: ID
      time_limit: TimeLimit
      Customer_ID: ID
      number_of_rows: Int = 100
    ): [Alert!]!
    "Alert levels, mildest first (request_type level_names)."
    getAlertLevelNames(request_type: String): [String!]!
    """
    Several measures of one vehicle, number_of_rows per measure (request_type
    vehicle_data_for_comparison): the newest, or with from (and to, default now: ISO 8601 times
    with their offset, at most a year and a day apart) readings spread over that range, the last
    of each of number_of_rows equal slices of it.
    """
    getMultipleMeasureNameValues(
      request_type: String
      measure_name_list: [String!]!
      vehicle_id: ID
      time_limit: TimeLimit
      number_of_rows: Int = 100
      Customer_ID: ID
      from: String
      to: String
    ): [MeasureData!]!
  }

  """
  Over WebSocket (graphql-transport-ws, or the legacy graphql-ws). Every subscription needs
  x-api-key; all but the public onCreateBusLocation need x-token too, and deliver the caller's
  customer only (Customer_ID: another customer, platform-owner administrators only).
  """
  type Subscription {
    "Every stored telemetry snapshot, of one vehicle or all."
    onVehicleTelemetryData(vehicle_id: ID, Customer_ID: ID): VehicleTelemetry!
    "Vehicle positions; with x-api-key only: the platform owner's vehicles (or those of the customer Customer_ID names), positions only."
    onCreateBusLocation(cav_id: ID, Customer_ID: ID): BusLocation!
    "Every alert message."
    onCreateAlert(vehicle_id: ID, Customer_ID: ID): Alert!
    "Every change of an alarm (raised, each step of its lifecycle, repeats, deletion), at min_level or worse (service managers, administrators, customer admins)."
    onProcessAlerts(min_level: String, Customer_ID: ID): ProcessAlert!
    "Each measure of each snapshot as a data point; sensor is the measure name."
    onCreateDataPoint(cav_id: ID, sensor: String, Customer_ID: ID): DataPoint!
    "Mission events (remote operators of the platform owner, platform-owner administrators)."
    onMissionApi(vehicle_id: ID, Customer_ID: ID): MissionEvent!
    "Each state change of a remote command (remote operators and administrators of the platform owner)."
    onVehicleCommand(vehicle_id: ID, Customer_ID: ID): VehicleCommand!
    "Services as they are created; with x-api-key only: active services, public fields."
    onCreateService(Vehicle_ID: ID, Route_ID: ID, Customer_ID: ID): Service!
    "Status, operator and occupancy changes; with x-api-key only: active services (and the one that ends)."
    onUpdateService(Service_ID: ID, Vehicle_ID: ID, Customer_ID: ID): Service!
    "New predictions and arrivals of a service's stops; with x-api-key only: active services."
    onETAUpdateService(Service_ID: ID, Route_ID: ID, Customer_ID: ID): Service!
  }
`;
