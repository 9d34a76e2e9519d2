import { describe, expect, it } from 'vitest';
import { vehicleClientId } from './client-id.ts';

describe('vehicleClientId', () => {
  it('is v and the UUID in base64url: 23 characters', () => {
    const id = '0b9a3c5e-7d4f-4a21-9c3e-5f6a7b8c9d0e';
    const hex = id.replaceAll('-', '');
    expect(vehicleClientId(id)).toBe(`v${Buffer.from(hex, 'hex').toString('base64url')}`);
    expect(vehicleClientId(id)).toHaveLength(23);
    expect(vehicleClientId('84da3434-dada-4fe7-9026-cc0c279dc4e1')).not.toBe(vehicleClientId(id));
  });

  it('cuts another id to 23 characters', () => {
    expect(vehicleClientId('not-a-uuid-but-a-long-vehicle-name')).toBe('not-a-uuid-but-a-long-v');
  });
});
