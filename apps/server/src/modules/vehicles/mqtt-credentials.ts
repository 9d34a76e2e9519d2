import { randomBytes } from 'node:crypto';
import { vehicleMqttUsername, type MqttCredentials } from '@shuttle-ops/domain';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';

/** New credentials for a vehicle, and the argon2id hash that is all the server keeps. */
export async function newMqttCredentials(
  vehicleId: string,
): Promise<{ credentials: MqttCredentials; hash: string }> {
  const password = randomBytes(24).toString('base64url');
  return {
    credentials: { username: vehicleMqttUsername(vehicleId), password },
    hash: await hashPassword(password),
  };
}

export const verifyMqttPassword = verifyPassword;
