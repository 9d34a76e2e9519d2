import { z } from 'zod';

/**
 * `GET services/passengers-today`: the people who got on the customer's shuttles since midnight
 * (Europe/London), from the operators' counts and the vehicles' counters; wheelchair users count.
 */
export const passengersToday = z.object({
  /** The day counted, `YYYY-MM-DD` in Europe/London. */
  date: z.iso.date(),
  passengers: z.number().int().min(0),
  wheelchair_passengers: z.number().int().min(0),
});
export type PassengersToday = z.infer<typeof passengersToday>;
