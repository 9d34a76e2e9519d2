/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A vehicle starts running a route (active, the default) or is planned to (scheduled, at start_dt). */
export type CreateServiceInput = {
  Customer_ID?: string | number | null | undefined;
  Route_ID: string | number;
  Vehicle_ID: string | number;
  serviceStatus?: string | null | undefined;
  start_dt?: string | null | undefined;
};

/** A status transition (scheduled → active → completed; scheduled or active → cancelled) and/or another operator. */
export type UpdateServiceInput = {
  Customer_ID?: string | number | null | undefined;
  Operator_ID?: string | number | null | undefined;
  Service_ID: string | number;
  serviceStatus?: string | null | undefined;
};

export type CreateServiceMutationVariables = Exact<{
  input: CreateServiceInput;
}>;


export type CreateServiceMutation = { createService: { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null } };

export type GetMeasureNamesQueryVariables = Exact<{
  vehicle_id?: string | number | null | undefined;
}>;


export type GetMeasureNamesQuery = { getMeasureNames: Array<{ measure_name: string, label: string, unit: string | null, value_type: string }> };

export type GetMultipleMeasureNameValuesQueryVariables = Exact<{
  vehicle_id?: string | number | null | undefined;
  measure_name_list: Array<string> | string;
  number_of_rows?: number | null | undefined;
  time_limit?: number | string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type GetMultipleMeasureNameValuesQuery = { getMultipleMeasureNameValues: Array<{ cav_id: string, measure_name: string, measure_value: number | string, dt_iot: string, customer_id: string }> };

export type GetVehicleDataQueryVariables = Exact<{
  vehicle_id?: string | number | null | undefined;
  measure_name?: string | null | undefined;
  number_of_rows?: number | null | undefined;
}>;


export type GetVehicleDataQuery = { getVehicleData: Array<{ cav_id: string, measure_name: string, measure_value: number | string, dt_iot: string, customer_id: string }> };

export type OnCreateAlertSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnCreateAlertSubscription = { onCreateAlert: { id: number | string, level: string, message: string, time: string, Source_ID: string, event_name: string, alerts: Array<{ code: string }> } };

export type OnCreateBusLocationSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnCreateBusLocationSubscription = { onCreateBusLocation: { Customer_ID: string | null, cav_id: string, lat: number, lon: number, name: string, dt_iot: string } };

export type OnEtaUpdateServiceSubscriptionVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type OnEtaUpdateServiceSubscription = { onETAUpdateService: { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null } };

export type OnMissionApiSubscriptionVariables = Exact<{
  vehicle_id?: string | number | null | undefined;
}>;


export type OnMissionApiSubscription = { onMissionApi: { Customer_ID: string, type: string, vehicle_id: string, mission_id: string, site_id: string, lifecycle: string, dt_aggr_send: string, data: { station_id: string | null, station_name: string | null, eta: string | null, remaining_m: number | null, lat: number | null, lon: number | null, reason: string | null } } };

export type OnProcessAlertsSubscriptionVariables = Exact<{
  min_level?: string | null | undefined;
}>;


export type OnProcessAlertsSubscription = { onProcessAlerts: { change: string, id: string, Customer_ID: string, Vehicle_ID: string | null, vehicle_name: string | null, source: string, rule: string | null, condition_key: string, level: string, level_word: string, category: string, code: string, message: string, consequences: string, correctionProcedure: string, state: string, condition_active: boolean, count: number, first_seen: string, last_seen: string, alert_id: number | string | null, chattering: boolean, auto_resolved: boolean, acknowledged_at: string | null, assigned_at: string | null, resolved_at: string | null, closed_at: string | null, shelved_until: string | null, shelve_reason: string | null, comment_count: number, version: number, created_at: string, updated_at: string, location: { lat: number, lon: number, alt: number, bearing: number } | null, acknowledged_by: { user_id: string, name: string } | null, assignee: { user_id: string, name: string } | null, resolved_by: { user_id: string, name: string } | null, closed_by: { user_id: string, name: string } | null, shelved_by: { user_id: string, name: string } | null } };

export type OnUpdateServiceSubscriptionVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type OnUpdateServiceSubscription = { onUpdateService: { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null } };

export type OnVehicleCommandSubscriptionVariables = Exact<{
  vehicle_id?: string | number | null | undefined;
}>;


export type OnVehicleCommandSubscription = { onVehicleCommand: { command_id: string, Vehicle_ID: string, Customer_ID: string, command: string, state: string, reason: string | null, issued_at: string, expires_at: string, updated_at: string, user_id: string | null, username: string | null, history: Array<{ state: string, at: string, reason: string | null }> } };

export type OnVehicleTelemetryDataSubscriptionVariables = Exact<{
  vehicle_id?: string | number | null | undefined;
}>;


export type OnVehicleTelemetryDataSubscription = { onVehicleTelemetryData: { customer_id: string, vehicle_id: string, dt_canbus: string, dt_lambda: string, measure_values_list: Array<{ measure_name: string, measure_value: number | string }> } };

export type PublicBusLocationSubscriptionVariables = Exact<{
  customer?: string | number | null | undefined;
}>;


export type PublicBusLocationSubscription = { onCreateBusLocation: { Customer_ID: string | null, cav_id: string, lat: number, lon: number, name: string, dt_iot: string } };

export type PublicEtaUpdateSubscriptionVariables = Exact<{
  customer?: string | number | null | undefined;
}>;


export type PublicEtaUpdateSubscription = { onETAUpdateService: { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null } };

export type PublicServiceCreateSubscriptionVariables = Exact<{
  customer?: string | number | null | undefined;
}>;


export type PublicServiceCreateSubscription = { onCreateService: { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null } };

export type PublicServiceUpdateSubscriptionVariables = Exact<{
  customer?: string | number | null | undefined;
}>;


export type PublicServiceUpdateSubscription = { onUpdateService: { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null } };

export type ServiceFieldsFragment = { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null };

export type UpdateServiceMutationVariables = Exact<{
  input: UpdateServiceInput;
}>;


export type UpdateServiceMutation = { updateService: { Service_ID: string, Customer_ID: string | null, Vehicle_ID: string, vehicleName: string, Operator_ID: string | null, operatorName: string | null, Route_ID: string, routeName: string, routeType: string, siteName: string, occupancy: number, maxOccupancy: number, wheelchair_occupancy: number, max_wheelchair_occupancy: number, wheelchairSpace: boolean, serviceStatus: string, start_dt: string | null, end_dt: string | null, create_dt: string, update_dt: string, LastPoint: { lat: number, lon: number, dt_iot: string } | null, stops: Array<{ No: number, BS_ID: string, BSLabel: string | null, BSName: string, Direction: string | null, lat: number, lon: number, BSt: string, etaInitial: string, etaExpected: string, eta: number | null, arrived_at: string | null, etaStatus: string | null, etaMargin: number | null }> | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ServiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}
    `, {"fragmentName":"ServiceFields"}) as unknown as TypedDocumentString<ServiceFieldsFragment, unknown>;
export const CreateServiceDocument = new TypedDocumentString(`
    mutation CreateService($input: CreateServiceInput!) {
  createService(input: $input) {
    ...ServiceFields
  }
}
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}`) as unknown as TypedDocumentString<CreateServiceMutation, CreateServiceMutationVariables>;
export const GetMeasureNamesDocument = new TypedDocumentString(`
    query GetMeasureNames($vehicle_id: ID) {
  getMeasureNames(
    request_type: "measure_names_for_vehicle"
    vehicle_id: $vehicle_id
  ) {
    measure_name
    label
    unit
    value_type
  }
}
    `) as unknown as TypedDocumentString<GetMeasureNamesQuery, GetMeasureNamesQueryVariables>;
export const GetMultipleMeasureNameValuesDocument = new TypedDocumentString(`
    query GetMultipleMeasureNameValues($vehicle_id: ID, $measure_name_list: [String!]!, $number_of_rows: Int, $time_limit: TimeLimit, $from: String, $to: String) {
  getMultipleMeasureNameValues(
    request_type: "vehicle_data_for_comparison"
    vehicle_id: $vehicle_id
    measure_name_list: $measure_name_list
    number_of_rows: $number_of_rows
    time_limit: $time_limit
    from: $from
    to: $to
  ) {
    cav_id
    measure_name
    measure_value
    dt_iot
    customer_id
  }
}
    `) as unknown as TypedDocumentString<GetMultipleMeasureNameValuesQuery, GetMultipleMeasureNameValuesQueryVariables>;
export const GetVehicleDataDocument = new TypedDocumentString(`
    query GetVehicleData($vehicle_id: ID, $measure_name: String, $number_of_rows: Int) {
  getVehicleData(
    request_type: "vehicle_measure_name_values"
    vehicle_id: $vehicle_id
    measure_name: $measure_name
    number_of_rows: $number_of_rows
  ) {
    cav_id
    measure_name
    measure_value
    dt_iot
    customer_id
  }
}
    `) as unknown as TypedDocumentString<GetVehicleDataQuery, GetVehicleDataQueryVariables>;
export const OnCreateAlertDocument = new TypedDocumentString(`
    subscription OnCreateAlert {
  onCreateAlert {
    id
    level
    message
    time
    Source_ID
    event_name
    alerts {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OnCreateAlertSubscription, OnCreateAlertSubscriptionVariables>;
export const OnCreateBusLocationDocument = new TypedDocumentString(`
    subscription OnCreateBusLocation {
  onCreateBusLocation {
    Customer_ID
    cav_id
    lat
    lon
    name
    dt_iot
  }
}
    `) as unknown as TypedDocumentString<OnCreateBusLocationSubscription, OnCreateBusLocationSubscriptionVariables>;
export const OnEtaUpdateServiceDocument = new TypedDocumentString(`
    subscription OnETAUpdateService($id: ID) {
  onETAUpdateService(Service_ID: $id) {
    ...ServiceFields
  }
}
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}`) as unknown as TypedDocumentString<OnEtaUpdateServiceSubscription, OnEtaUpdateServiceSubscriptionVariables>;
export const OnMissionApiDocument = new TypedDocumentString(`
    subscription OnMissionApi($vehicle_id: ID) {
  onMissionApi(vehicle_id: $vehicle_id) {
    Customer_ID
    type
    vehicle_id
    mission_id
    site_id
    lifecycle
    dt_aggr_send
    data {
      station_id
      station_name
      eta
      remaining_m
      lat
      lon
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<OnMissionApiSubscription, OnMissionApiSubscriptionVariables>;
export const OnProcessAlertsDocument = new TypedDocumentString(`
    subscription OnProcessAlerts($min_level: String) {
  onProcessAlerts(min_level: $min_level) {
    change
    id
    Customer_ID
    Vehicle_ID
    vehicle_name
    source
    rule
    condition_key
    level
    level_word
    category
    code
    message
    consequences
    correctionProcedure
    state
    condition_active
    count
    first_seen
    last_seen
    location {
      lat
      lon
      alt
      bearing
    }
    alert_id
    chattering
    auto_resolved
    acknowledged_at
    acknowledged_by {
      user_id
      name
    }
    assignee {
      user_id
      name
    }
    assigned_at
    resolved_at
    resolved_by {
      user_id
      name
    }
    closed_at
    closed_by {
      user_id
      name
    }
    shelved_until
    shelved_by {
      user_id
      name
    }
    shelve_reason
    comment_count
    version
    created_at
    updated_at
  }
}
    `) as unknown as TypedDocumentString<OnProcessAlertsSubscription, OnProcessAlertsSubscriptionVariables>;
export const OnUpdateServiceDocument = new TypedDocumentString(`
    subscription OnUpdateService($id: ID) {
  onUpdateService(Service_ID: $id) {
    ...ServiceFields
  }
}
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}`) as unknown as TypedDocumentString<OnUpdateServiceSubscription, OnUpdateServiceSubscriptionVariables>;
export const OnVehicleCommandDocument = new TypedDocumentString(`
    subscription OnVehicleCommand($vehicle_id: ID) {
  onVehicleCommand(vehicle_id: $vehicle_id) {
    command_id
    Vehicle_ID
    Customer_ID
    command
    state
    reason
    issued_at
    expires_at
    updated_at
    user_id
    username
    history {
      state
      at
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<OnVehicleCommandSubscription, OnVehicleCommandSubscriptionVariables>;
export const OnVehicleTelemetryDataDocument = new TypedDocumentString(`
    subscription OnVehicleTelemetryData($vehicle_id: ID) {
  onVehicleTelemetryData(vehicle_id: $vehicle_id) {
    customer_id
    vehicle_id
    dt_canbus
    dt_lambda
    measure_values_list {
      measure_name
      measure_value
    }
  }
}
    `) as unknown as TypedDocumentString<OnVehicleTelemetryDataSubscription, OnVehicleTelemetryDataSubscriptionVariables>;
export const PublicBusLocationDocument = new TypedDocumentString(`
    subscription PublicBusLocation($customer: ID) {
  onCreateBusLocation(Customer_ID: $customer) {
    Customer_ID
    cav_id
    lat
    lon
    name
    dt_iot
  }
}
    `) as unknown as TypedDocumentString<PublicBusLocationSubscription, PublicBusLocationSubscriptionVariables>;
export const PublicEtaUpdateDocument = new TypedDocumentString(`
    subscription PublicEtaUpdate($customer: ID) {
  onETAUpdateService(Customer_ID: $customer) {
    ...ServiceFields
  }
}
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}`) as unknown as TypedDocumentString<PublicEtaUpdateSubscription, PublicEtaUpdateSubscriptionVariables>;
export const PublicServiceCreateDocument = new TypedDocumentString(`
    subscription PublicServiceCreate($customer: ID) {
  onCreateService(Customer_ID: $customer) {
    ...ServiceFields
  }
}
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}`) as unknown as TypedDocumentString<PublicServiceCreateSubscription, PublicServiceCreateSubscriptionVariables>;
export const PublicServiceUpdateDocument = new TypedDocumentString(`
    subscription PublicServiceUpdate($customer: ID) {
  onUpdateService(Customer_ID: $customer) {
    ...ServiceFields
  }
}
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}`) as unknown as TypedDocumentString<PublicServiceUpdateSubscription, PublicServiceUpdateSubscriptionVariables>;
export const UpdateServiceDocument = new TypedDocumentString(`
    mutation UpdateService($input: UpdateServiceInput!) {
  updateService(input: $input) {
    ...ServiceFields
  }
}
    fragment ServiceFields on Service {
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
    etaStatus
    etaMargin
  }
}`) as unknown as TypedDocumentString<UpdateServiceMutation, UpdateServiceMutationVariables>;