import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { serverSecrets } from '../db/schema/platform.ts';

/**
 * The named secret (32 random bytes, base64url), made once and kept in the database so that
 * every server process sharing it signs and checks alike: the file links, the command nonces.
 */
export async function loadSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}
