import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SIGNED_LINK_TTL_S } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { serverSecrets } from '../../db/schema.ts';

export const FILE_LINK_SECRET = 'file-links';

/** The named secret, made once and kept in the database so every server process shares it. */
export async function loadSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** HMAC-signed, expiring links to stored files: `/files/<key>?expires=<unix s>&sig=<mac>`. */
export function linkSigner(secret: string, now: () => number = Date.now) {
  const mac = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

  return {
    sign(key: string, ttlSeconds = SIGNED_LINK_TTL_S): { url: string; expiresAt: Date } {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      const url = `/files/${key}?expires=${expires}&sig=${mac(key, expires)}`;
      return { url, expiresAt: new Date(expires * 1000) };
    },
    check(key: string, expires: number, sig: string): LinkCheck {
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expires * 1000 < now() ? 'expired' : 'valid';
    },
  };
}

export type LinkSigner = ReturnType<typeof linkSigner>;
