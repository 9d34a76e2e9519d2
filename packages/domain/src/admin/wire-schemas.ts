import type { z } from 'zod';
import { busStop, busStopCreateBody, busStopUpdateBody } from './bus-stop.ts';
import { customer, customerCreateBody, customerUpdateBody } from './customer.ts';
import { imageLink } from './image.ts';
import { site, staticCode } from './reference.ts';
import { lineString, route, routeCreateBody, routeStop, routeUpdateBody } from './route.ts';
import { user, userCreateBody, userUpdateBody } from './user.ts';
import {
  mqttCredentials,
  vehicle,
  vehicleCreateOperation,
  vehiclePostBody,
  vehicleUpdateBody,
} from './vehicle.ts';

interface WireSchema {
  schema: z.ZodType;
  /** Request bodies are described as the client sends them, answers as the server sends them. */
  io: 'input' | 'output';
}

const answer = (schema: z.ZodType): WireSchema => ({ schema, io: 'output' });
const request = (schema: z.ZodType): WireSchema => ({ schema, io: 'input' });

/** The schemas `GET schema?Name=` describes, by name. */
export const WIRE_SCHEMAS: Readonly<Record<string, WireSchema>> = {
  Customer: answer(customer),
  CustomerCreate: request(customerCreateBody),
  CustomerUpdate: request(customerUpdateBody),
  User: answer(user),
  UserCreate: request(userCreateBody),
  UserUpdate: request(userUpdateBody),
  Vehicle: answer(vehicle),
  VehicleCreate: request(vehicleCreateOperation),
  VehicleOperation: request(vehiclePostBody),
  VehicleUpdate: request(vehicleUpdateBody),
  MqttCredentials: answer(mqttCredentials),
  Route: answer(route),
  RouteCreate: request(routeCreateBody),
  RouteUpdate: request(routeUpdateBody),
  RouteStop: answer(routeStop),
  LineString: request(lineString),
  BusStop: answer(busStop),
  BusStopCreate: request(busStopCreateBody),
  BusStopUpdate: request(busStopUpdateBody),
  Site: answer(site),
  StaticCode: answer(staticCode),
  ImageLink: answer(imageLink),
};
