import { z } from 'zod';
import {
  customerIdParam,
  listQuery,
  listResponse,
  optionalText,
  requiredText,
  timestamp,
} from './list.ts';

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

export const busStop = z.object({
  BS_ID: z.uuid(),
  Customer_ID: z.uuid(),
  name: z.string(),
  label: z.string().nullable(),
  direction: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type BusStop = z.infer<typeof busStop>;

const busStopFields = {
  name: requiredText(100),
  label: optionalText(20),
  direction: optionalText(50),
  lat: latitude,
  lon: longitude,
};

export const busStopCreateBody = z.object({ Customer_ID: customerIdParam, ...busStopFields });
export type BusStopCreateBody = z.infer<typeof busStopCreateBody>;

export const busStopUpdateBody = z.object({
  Customer_ID: customerIdParam,
  ...z.object(busStopFields).partial().shape,
});
export type BusStopUpdateBody = z.infer<typeof busStopUpdateBody>;

export const BUS_STOP_SORT = ['name', 'label', 'direction', 'create_dt'] as const;
export const busStopListQuery = listQuery(BUS_STOP_SORT, 'name');
export type BusStopListQuery = z.infer<typeof busStopListQuery>;

export const busStopList = listResponse(busStop);
