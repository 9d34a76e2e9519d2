import { z } from 'zod';
import { apiErrorBody, customerIdParam } from '@shuttle-ops/domain';

/** The error answers every administrative endpoint may give (DESIGN.md's error body). */
export const errorResponses = {
  400: apiErrorBody,
  401: apiErrorBody,
  403: apiErrorBody,
  404: apiErrorBody,
  409: apiErrorBody,
};

/** Also 503 `BROKER_UNAVAILABLE`: calls that change a vehicle's account on an external broker. */
export const brokerErrorResponses = { ...errorResponses, 503: apiErrorBody };

export const uploadErrorResponses = { ...errorResponses, 413: apiErrorBody, 415: apiErrorBody };

export const idParams = z.object({ id: z.uuid() });
export const searchParams = z.object({ query: z.string().trim().min(1).max(200) });

/** `?Customer_ID=` on calls that name no customer in their body. */
export const customerQuery = z.object({ Customer_ID: customerIdParam });
