const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as unpadded base64url. */
function base64url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * A vehicle's MQTT client id, at most 23 characters (the length every MQTT 3.1.1 broker must
 * accept; Aedes refuses longer ones by default): `v` and the vehicle's UUID as 22 base64url
 * characters. Another id is cut to 23 characters.
 */
export function vehicleClientId(vehicleId: string): string {
  const hex = vehicleId.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return vehicleId.slice(0, 23);
  const bytes = Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
  return `v${base64url(bytes)}`;
}
