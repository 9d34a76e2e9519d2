import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_TTL_S } from '@shuttle-ops/domain';

export const FILE_LINK_SECRET = 'file-links';

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
