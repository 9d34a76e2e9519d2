/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  query GetMeasureNames($vehicle_id: ID) {\n    getMeasureNames(request_type: \"measure_names_for_vehicle\", vehicle_id: $vehicle_id) {\n      measure_name\n      label\n      unit\n      value_type\n    }\n  }\n": typeof types.GetMeasureNamesDocument,
    "\n  query GetMultipleMeasureNameValues(\n    $vehicle_id: ID\n    $measure_name_list: [String!]!\n    $number_of_rows: Int\n    $time_limit: TimeLimit\n    $from: String\n    $to: String\n  ) {\n    getMultipleMeasureNameValues(\n      request_type: \"vehicle_data_for_comparison\"\n      vehicle_id: $vehicle_id\n      measure_name_list: $measure_name_list\n      number_of_rows: $number_of_rows\n      time_limit: $time_limit\n      from: $from\n      to: $to\n    ) {\n      cav_id\n      measure_name\n      measure_value\n      dt_iot\n      customer_id\n    }\n  }\n": typeof types.GetMultipleMeasureNameValuesDocument,
    "\n  query GetVehicleData($vehicle_id: ID, $measure_name: String, $number_of_rows: Int) {\n    getVehicleData(\n      request_type: \"vehicle_measure_name_values\"\n      vehicle_id: $vehicle_id\n      measure_name: $measure_name\n      number_of_rows: $number_of_rows\n    ) {\n      cav_id\n      measure_name\n      measure_value\n      dt_iot\n      customer_id\n    }\n  }\n": typeof types.GetVehicleDataDocument,
    "\n  subscription OnCreateAlert {\n    onCreateAlert {\n      id\n      level\n      message\n      time\n      Source_ID\n      event_name\n      alerts {\n        code\n      }\n    }\n  }\n": typeof types.OnCreateAlertDocument,
    "\n  subscription OnCreateBusLocation {\n    onCreateBusLocation {\n      Customer_ID\n      cav_id\n      lat\n      lon\n      name\n      dt_iot\n    }\n  }\n": typeof types.OnCreateBusLocationDocument,
    "\n  subscription OnETAUpdateService($id: ID) {\n    onETAUpdateService(Service_ID: $id) {\n      ...ServiceFields\n    }\n  }\n": typeof types.OnEtaUpdateServiceDocument,
    "\n  subscription OnMissionApi($vehicle_id: ID) {\n    onMissionApi(vehicle_id: $vehicle_id) {\n      Customer_ID\n      type\n      vehicle_id\n      mission_id\n      site_id\n      lifecycle\n      dt_aggr_send\n      data {\n        station_id\n        station_name\n        eta\n        remaining_m\n        lat\n        lon\n        reason\n      }\n    }\n  }\n": typeof types.OnMissionApiDocument,
    "\n  subscription OnProcessAlerts($min_level: String) {\n    onProcessAlerts(min_level: $min_level) {\n      change\n      id\n      Customer_ID\n      Vehicle_ID\n      vehicle_name\n      source\n      rule\n      condition_key\n      level\n      level_word\n      category\n      code\n      message\n      consequences\n      correctionProcedure\n      state\n      condition_active\n      count\n      first_seen\n      last_seen\n      location {\n        lat\n        lon\n        alt\n        bearing\n      }\n      alert_id\n      chattering\n      auto_resolved\n      acknowledged_at\n      acknowledged_by {\n        user_id\n        name\n      }\n      assignee {\n        user_id\n        name\n      }\n      assigned_at\n      resolved_at\n      resolved_by {\n        user_id\n        name\n      }\n      closed_at\n      closed_by {\n        user_id\n        name\n      }\n      shelved_until\n      shelved_by {\n        user_id\n        name\n      }\n      shelve_reason\n      comment_count\n      version\n      created_at\n      updated_at\n    }\n  }\n": typeof types.OnProcessAlertsDocument,
    "\n  subscription OnUpdateService($id: ID) {\n    onUpdateService(Service_ID: $id) {\n      ...ServiceFields\n    }\n  }\n": typeof types.OnUpdateServiceDocument,
    "\n  subscription OnVehicleCommand($vehicle_id: ID) {\n    onVehicleCommand(vehicle_id: $vehicle_id) {\n      command_id\n      Vehicle_ID\n      Customer_ID\n      command\n      state\n      reason\n      issued_at\n      expires_at\n      updated_at\n      user_id\n      username\n      history {\n        state\n        at\n        reason\n      }\n    }\n  }\n": typeof types.OnVehicleCommandDocument,
    "\n  subscription OnVehicleTelemetryData($vehicle_id: ID) {\n    onVehicleTelemetryData(vehicle_id: $vehicle_id) {\n      customer_id\n      vehicle_id\n      dt_canbus\n      dt_lambda\n      measure_values_list {\n        measure_name\n        measure_value\n      }\n    }\n  }\n": typeof types.OnVehicleTelemetryDataDocument,
    "\n  subscription PublicBusLocation($customer: ID) {\n    onCreateBusLocation(Customer_ID: $customer) {\n      Customer_ID\n      cav_id\n      lat\n      lon\n      name\n      dt_iot\n    }\n  }\n": typeof types.PublicBusLocationDocument,
    "\n  subscription PublicEtaUpdate($customer: ID) {\n    onETAUpdateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n": typeof types.PublicEtaUpdateDocument,
    "\n  subscription PublicServiceCreate($customer: ID) {\n    onCreateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n": typeof types.PublicServiceCreateDocument,
    "\n  subscription PublicServiceUpdate($customer: ID) {\n    onUpdateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n": typeof types.PublicServiceUpdateDocument,
    "\n  fragment ServiceFields on Service {\n    Service_ID\n    Customer_ID\n    Vehicle_ID\n    vehicleName\n    Operator_ID\n    operatorName\n    Route_ID\n    routeName\n    routeType\n    siteName\n    LastPoint {\n      lat\n      lon\n      dt_iot\n    }\n    occupancy\n    maxOccupancy\n    wheelchair_occupancy\n    max_wheelchair_occupancy\n    wheelchairSpace\n    serviceStatus\n    start_dt\n    end_dt\n    create_dt\n    update_dt\n    stops {\n      No\n      BS_ID\n      BSLabel\n      BSName\n      Direction\n      lat\n      lon\n      BSt\n      etaInitial\n      etaExpected\n      eta\n      arrived_at\n      etaStatus\n      etaMargin\n    }\n  }\n": typeof types.ServiceFieldsFragmentDoc,
    "\n  mutation UpdateService($input: UpdateServiceInput!) {\n    updateService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": typeof types.UpdateServiceDocument,
};
const documents: Documents = {
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": types.CreateServiceDocument,
    "\n  query GetMeasureNames($vehicle_id: ID) {\n    getMeasureNames(request_type: \"measure_names_for_vehicle\", vehicle_id: $vehicle_id) {\n      measure_name\n      label\n      unit\n      value_type\n    }\n  }\n": types.GetMeasureNamesDocument,
    "\n  query GetMultipleMeasureNameValues(\n    $vehicle_id: ID\n    $measure_name_list: [String!]!\n    $number_of_rows: Int\n    $time_limit: TimeLimit\n    $from: String\n    $to: String\n  ) {\n    getMultipleMeasureNameValues(\n      request_type: \"vehicle_data_for_comparison\"\n      vehicle_id: $vehicle_id\n      measure_name_list: $measure_name_list\n      number_of_rows: $number_of_rows\n      time_limit: $time_limit\n      from: $from\n      to: $to\n    ) {\n      cav_id\n      measure_name\n      measure_value\n      dt_iot\n      customer_id\n    }\n  }\n": types.GetMultipleMeasureNameValuesDocument,
    "\n  query GetVehicleData($vehicle_id: ID, $measure_name: String, $number_of_rows: Int) {\n    getVehicleData(\n      request_type: \"vehicle_measure_name_values\"\n      vehicle_id: $vehicle_id\n      measure_name: $measure_name\n      number_of_rows: $number_of_rows\n    ) {\n      cav_id\n      measure_name\n      measure_value\n      dt_iot\n      customer_id\n    }\n  }\n": types.GetVehicleDataDocument,
    "\n  subscription OnCreateAlert {\n    onCreateAlert {\n      id\n      level\n      message\n      time\n      Source_ID\n      event_name\n      alerts {\n        code\n      }\n    }\n  }\n": types.OnCreateAlertDocument,
    "\n  subscription OnCreateBusLocation {\n    onCreateBusLocation {\n      Customer_ID\n      cav_id\n      lat\n      lon\n      name\n      dt_iot\n    }\n  }\n": types.OnCreateBusLocationDocument,
    "\n  subscription OnETAUpdateService($id: ID) {\n    onETAUpdateService(Service_ID: $id) {\n      ...ServiceFields\n    }\n  }\n": types.OnEtaUpdateServiceDocument,
    "\n  subscription OnMissionApi($vehicle_id: ID) {\n    onMissionApi(vehicle_id: $vehicle_id) {\n      Customer_ID\n      type\n      vehicle_id\n      mission_id\n      site_id\n      lifecycle\n      dt_aggr_send\n      data {\n        station_id\n        station_name\n        eta\n        remaining_m\n        lat\n        lon\n        reason\n      }\n    }\n  }\n": types.OnMissionApiDocument,
    "\n  subscription OnProcessAlerts($min_level: String) {\n    onProcessAlerts(min_level: $min_level) {\n      change\n      id\n      Customer_ID\n      Vehicle_ID\n      vehicle_name\n      source\n      rule\n      condition_key\n      level\n      level_word\n      category\n      code\n      message\n      consequences\n      correctionProcedure\n      state\n      condition_active\n      count\n      first_seen\n      last_seen\n      location {\n        lat\n        lon\n        alt\n        bearing\n      }\n      alert_id\n      chattering\n      auto_resolved\n      acknowledged_at\n      acknowledged_by {\n        user_id\n        name\n      }\n      assignee {\n        user_id\n        name\n      }\n      assigned_at\n      resolved_at\n      resolved_by {\n        user_id\n        name\n      }\n      closed_at\n      closed_by {\n        user_id\n        name\n      }\n      shelved_until\n      shelved_by {\n        user_id\n        name\n      }\n      shelve_reason\n      comment_count\n      version\n      created_at\n      updated_at\n    }\n  }\n": types.OnProcessAlertsDocument,
    "\n  subscription OnUpdateService($id: ID) {\n    onUpdateService(Service_ID: $id) {\n      ...ServiceFields\n    }\n  }\n": types.OnUpdateServiceDocument,
    "\n  subscription OnVehicleCommand($vehicle_id: ID) {\n    onVehicleCommand(vehicle_id: $vehicle_id) {\n      command_id\n      Vehicle_ID\n      Customer_ID\n      command\n      state\n      reason\n      issued_at\n      expires_at\n      updated_at\n      user_id\n      username\n      history {\n        state\n        at\n        reason\n      }\n    }\n  }\n": types.OnVehicleCommandDocument,
    "\n  subscription OnVehicleTelemetryData($vehicle_id: ID) {\n    onVehicleTelemetryData(vehicle_id: $vehicle_id) {\n      customer_id\n      vehicle_id\n      dt_canbus\n      dt_lambda\n      measure_values_list {\n        measure_name\n        measure_value\n      }\n    }\n  }\n": types.OnVehicleTelemetryDataDocument,
    "\n  subscription PublicBusLocation($customer: ID) {\n    onCreateBusLocation(Customer_ID: $customer) {\n      Customer_ID\n      cav_id\n      lat\n      lon\n      name\n      dt_iot\n    }\n  }\n": types.PublicBusLocationDocument,
    "\n  subscription PublicEtaUpdate($customer: ID) {\n    onETAUpdateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n": types.PublicEtaUpdateDocument,
    "\n  subscription PublicServiceCreate($customer: ID) {\n    onCreateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n": types.PublicServiceCreateDocument,
    "\n  subscription PublicServiceUpdate($customer: ID) {\n    onUpdateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n": types.PublicServiceUpdateDocument,
    "\n  fragment ServiceFields on Service {\n    Service_ID\n    Customer_ID\n    Vehicle_ID\n    vehicleName\n    Operator_ID\n    operatorName\n    Route_ID\n    routeName\n    routeType\n    siteName\n    LastPoint {\n      lat\n      lon\n      dt_iot\n    }\n    occupancy\n    maxOccupancy\n    wheelchair_occupancy\n    max_wheelchair_occupancy\n    wheelchairSpace\n    serviceStatus\n    start_dt\n    end_dt\n    create_dt\n    update_dt\n    stops {\n      No\n      BS_ID\n      BSLabel\n      BSName\n      Direction\n      lat\n      lon\n      BSt\n      etaInitial\n      etaExpected\n      eta\n      arrived_at\n      etaStatus\n      etaMargin\n    }\n  }\n": types.ServiceFieldsFragmentDoc,
    "\n  mutation UpdateService($input: UpdateServiceInput!) {\n    updateService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": types.UpdateServiceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"): typeof import('./graphql').CreateServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMeasureNames($vehicle_id: ID) {\n    getMeasureNames(request_type: \"measure_names_for_vehicle\", vehicle_id: $vehicle_id) {\n      measure_name\n      label\n      unit\n      value_type\n    }\n  }\n"): typeof import('./graphql').GetMeasureNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMultipleMeasureNameValues(\n    $vehicle_id: ID\n    $measure_name_list: [String!]!\n    $number_of_rows: Int\n    $time_limit: TimeLimit\n    $from: String\n    $to: String\n  ) {\n    getMultipleMeasureNameValues(\n      request_type: \"vehicle_data_for_comparison\"\n      vehicle_id: $vehicle_id\n      measure_name_list: $measure_name_list\n      number_of_rows: $number_of_rows\n      time_limit: $time_limit\n      from: $from\n      to: $to\n    ) {\n      cav_id\n      measure_name\n      measure_value\n      dt_iot\n      customer_id\n    }\n  }\n"): typeof import('./graphql').GetMultipleMeasureNameValuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVehicleData($vehicle_id: ID, $measure_name: String, $number_of_rows: Int) {\n    getVehicleData(\n      request_type: \"vehicle_measure_name_values\"\n      vehicle_id: $vehicle_id\n      measure_name: $measure_name\n      number_of_rows: $number_of_rows\n    ) {\n      cav_id\n      measure_name\n      measure_value\n      dt_iot\n      customer_id\n    }\n  }\n"): typeof import('./graphql').GetVehicleDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnCreateAlert {\n    onCreateAlert {\n      id\n      level\n      message\n      time\n      Source_ID\n      event_name\n      alerts {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').OnCreateAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnCreateBusLocation {\n    onCreateBusLocation {\n      Customer_ID\n      cav_id\n      lat\n      lon\n      name\n      dt_iot\n    }\n  }\n"): typeof import('./graphql').OnCreateBusLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnETAUpdateService($id: ID) {\n    onETAUpdateService(Service_ID: $id) {\n      ...ServiceFields\n    }\n  }\n"): typeof import('./graphql').OnEtaUpdateServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnMissionApi($vehicle_id: ID) {\n    onMissionApi(vehicle_id: $vehicle_id) {\n      Customer_ID\n      type\n      vehicle_id\n      mission_id\n      site_id\n      lifecycle\n      dt_aggr_send\n      data {\n        station_id\n        station_name\n        eta\n        remaining_m\n        lat\n        lon\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').OnMissionApiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnProcessAlerts($min_level: String) {\n    onProcessAlerts(min_level: $min_level) {\n      change\n      id\n      Customer_ID\n      Vehicle_ID\n      vehicle_name\n      source\n      rule\n      condition_key\n      level\n      level_word\n      category\n      code\n      message\n      consequences\n      correctionProcedure\n      state\n      condition_active\n      count\n      first_seen\n      last_seen\n      location {\n        lat\n        lon\n        alt\n        bearing\n      }\n      alert_id\n      chattering\n      auto_resolved\n      acknowledged_at\n      acknowledged_by {\n        user_id\n        name\n      }\n      assignee {\n        user_id\n        name\n      }\n      assigned_at\n      resolved_at\n      resolved_by {\n        user_id\n        name\n      }\n      closed_at\n      closed_by {\n        user_id\n        name\n      }\n      shelved_until\n      shelved_by {\n        user_id\n        name\n      }\n      shelve_reason\n      comment_count\n      version\n      created_at\n      updated_at\n    }\n  }\n"): typeof import('./graphql').OnProcessAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnUpdateService($id: ID) {\n    onUpdateService(Service_ID: $id) {\n      ...ServiceFields\n    }\n  }\n"): typeof import('./graphql').OnUpdateServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnVehicleCommand($vehicle_id: ID) {\n    onVehicleCommand(vehicle_id: $vehicle_id) {\n      command_id\n      Vehicle_ID\n      Customer_ID\n      command\n      state\n      reason\n      issued_at\n      expires_at\n      updated_at\n      user_id\n      username\n      history {\n        state\n        at\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').OnVehicleCommandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnVehicleTelemetryData($vehicle_id: ID) {\n    onVehicleTelemetryData(vehicle_id: $vehicle_id) {\n      customer_id\n      vehicle_id\n      dt_canbus\n      dt_lambda\n      measure_values_list {\n        measure_name\n        measure_value\n      }\n    }\n  }\n"): typeof import('./graphql').OnVehicleTelemetryDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PublicBusLocation($customer: ID) {\n    onCreateBusLocation(Customer_ID: $customer) {\n      Customer_ID\n      cav_id\n      lat\n      lon\n      name\n      dt_iot\n    }\n  }\n"): typeof import('./graphql').PublicBusLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PublicEtaUpdate($customer: ID) {\n    onETAUpdateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n"): typeof import('./graphql').PublicEtaUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PublicServiceCreate($customer: ID) {\n    onCreateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n"): typeof import('./graphql').PublicServiceCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PublicServiceUpdate($customer: ID) {\n    onUpdateService(Customer_ID: $customer) {\n      ...ServiceFields\n    }\n  }\n"): typeof import('./graphql').PublicServiceUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceFields on Service {\n    Service_ID\n    Customer_ID\n    Vehicle_ID\n    vehicleName\n    Operator_ID\n    operatorName\n    Route_ID\n    routeName\n    routeType\n    siteName\n    LastPoint {\n      lat\n      lon\n      dt_iot\n    }\n    occupancy\n    maxOccupancy\n    wheelchair_occupancy\n    max_wheelchair_occupancy\n    wheelchairSpace\n    serviceStatus\n    start_dt\n    end_dt\n    create_dt\n    update_dt\n    stops {\n      No\n      BS_ID\n      BSLabel\n      BSName\n      Direction\n      lat\n      lon\n      BSt\n      etaInitial\n      etaExpected\n      eta\n      arrived_at\n      etaStatus\n      etaMargin\n    }\n  }\n"): typeof import('./graphql').ServiceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($input: UpdateServiceInput!) {\n    updateService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"): typeof import('./graphql').UpdateServiceDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
