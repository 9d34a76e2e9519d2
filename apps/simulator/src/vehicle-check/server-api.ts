import type { z } from 'zod';
import {
  apiErrorBody,
  signInResponse,
  vehicleLiveState,
  vehicleRefusalList,
  type VehicleLiveState,
  type VehicleRefusal,
} from '@shuttle-ops/domain';

export interface ServerApiOptions {
  /** The server's base address, e.g. `http://localhost:8080`. */
  apiUrl: string;
  /** An admin or customer admin of the vehicle's customer. */
  username: string;
  password: string;
  vehicleId: string;
  customerId: string;
}

/** What the check reads back from the server about its vehicle. */
export interface VehicleView {
  /** The vehicle's last refused messages, newest first. */
  refusals(): Promise<VehicleRefusal[]>;
  /** The vehicle's latest state; null before it has reported. */
  liveState(): Promise<VehicleLiveState | null>;
}

class ApiError extends Error {}

async function readJson<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorBody.safeParse(body);
    const detail = error.success ? error.data.error.message : response.statusText;
    throw new ApiError(`${what}: ${response.status} ${detail}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(`${what}: an answer of an unexpected shape`);
  return parsed.data;
}

/** The customer a token's user belongs to (`custom:cid` of the ID token). */
function customerOfIdToken(idToken: string): string | undefined {
  try {
    const claims = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const cid = claims['custom:cid'];
    return typeof cid === 'string' ? cid : undefined;
  } catch {
    return undefined;
  }
}

/** Signs in over REST as a console user and reads the vehicle's refusals and live state. */
export async function openVehicleView(options: ServerApiOptions): Promise<VehicleView> {
  const base = options.apiUrl.replace(/\/+$/, '');
  const signIn = await fetch(`${base}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: options.username, password: options.password }),
  });
  const answer = await readJson(signIn, signInResponse, `sign-in of ${options.username}`);
  if (!('AuthenticationResult' in answer)) {
    throw new ApiError(
      `sign-in of ${options.username}: the server asks for ${answer.ChallengeName}; ` +
        'use a user that signs in with a password alone',
    );
  }
  const { AccessToken, IdToken } = answer.AuthenticationResult;
  // A platform-owner admin names the vehicle's customer when it is not their own.
  const query =
    customerOfIdToken(IdToken) === options.customerId
      ? ''
      : `?Customer_ID=${encodeURIComponent(options.customerId)}`;
  const vehicle = `${base}/dev/v1/vehicles/${encodeURIComponent(options.vehicleId)}`;
  const get = (url: string) => fetch(url, { headers: { authorization: `Bearer ${AccessToken}` } });

  return {
    async refusals() {
      const list = await readJson(
        await get(`${vehicle}/refusals${query}`),
        vehicleRefusalList,
        'refusals of the vehicle',
      );
      return list.Items;
    },
    async liveState() {
      const response = await get(`${vehicle}/state${query}`);
      // 404 until the vehicle has reported.
      if (response.status === 404) return null;
      return readJson(response, vehicleLiveState, 'live state of the vehicle');
    },
  };
}
