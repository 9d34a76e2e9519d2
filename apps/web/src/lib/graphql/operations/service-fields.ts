import { graphql } from '../generated/gql.ts';

/**
 * Every field of a Service (spec §3): the operator's screen and the public page read the same
 * shape (the public feed sends null for the customer and operator).
 */
export const SERVICE_FIELDS = graphql(`
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
`);
