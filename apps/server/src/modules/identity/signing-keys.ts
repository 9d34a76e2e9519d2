import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  type CryptoKey,
} from 'jose';
import type { Db } from '../../db/database.ts';
import { signingKeys } from './schema.ts';

const ALG = 'EdDSA';

export interface SigningKeys {
  sign(payload: JWTPayload, ttlSeconds: number, audience?: string): Promise<string>;
  /** Verifies signature, issuer and expiry; the caller checks `token_use`. */
  verify(token: string): Promise<JWTPayload>;
  jwks(): JSONWebKeySet;
}

/** Loads the pool's signing keys from the database, creating the first one if there is none. */
export async function loadSigningKeys(db: Db, issuer: string): Promise<SigningKeys> {
  let rows = await db.select().from(signingKeys);
  if (!rows.some((r) => r.active)) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, {
      crv: 'Ed25519',
      extractable: true,
    });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    // Two processes starting at once may both create one; both keys stay valid.
    await db.insert(signingKeys).values({ kid, alg: ALG, publicJwk, privateJwk, active: true });
    rows = await db.select().from(signingKeys);
  }
  const active = rows.filter((r) => r.active).sort((a, b) => +b.createdAt - +a.createdAt)[0];
  if (!active) throw new Error('No active signing key');
  const privateKey = (await importJWK(active.privateJwk as JWK, ALG)) as CryptoKey;
  const keySet: JSONWebKeySet = { keys: rows.map((r) => r.publicJwk as JWK) };
  const localJwks = createLocalJWKSet(keySet);

  return {
    async sign(payload, ttlSeconds, audience) {
      const jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: ALG, kid: active.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .setJti(randomUUID());
      if (audience) jwt.setAudience(audience);
      return jwt.sign(privateKey);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, localJwks, { issuer, algorithms: [ALG] });
      return payload;
    },
    jwks: () => keySet,
  };
}
