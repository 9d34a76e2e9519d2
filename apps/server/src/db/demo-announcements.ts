import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { lockCustomer } from './customer-lock.ts';
import { announcements } from './schema.ts';

const DEMO_ANNOUNCEMENTS = [
  {
    customer: 'Darwin',
    audience: 'both',
    text: 'Welcome aboard the Harwell campus shuttle: a shuttle every 10 minutes around the campus loop, 07:00–19:00 on weekdays.',
  },
  {
    customer: 'Darwin',
    audience: 'operators',
    text: 'Please complete the pre-service checklist before your first departure of the day.',
  },
  {
    customer: 'Campus Mobility',
    audience: 'public',
    text: 'Chilton Link shuttles stop at Newbury Road on request.',
  },
] as const;

/**
 * Demo announcements, for a customer that has none yet (so a rerun changes nothing): checked and
 * written under the customer's lock, so two seeds at once do not both find none.
 */
export async function seedDemoAnnouncements(db: Db, ids: Map<string, string>): Promise<void> {
  for (const [customer, customerId] of ids) {
    const mine = DEMO_ANNOUNCEMENTS.filter((a) => a.customer === customer);
    if (mine.length === 0) continue;
    await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [existing] = await tx
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.customerId, customerId))
        .limit(1);
      if (existing) return;
      await tx.insert(announcements).values(
        mine.map((a) => ({
          customerId,
          text: a.text,
          audience: a.audience,
          startAt: new Date(),
          createdBy: 'content-manager',
        })),
      );
    });
  }
}
