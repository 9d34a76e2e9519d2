import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageLink, Route, User, Vehicle } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { createPoolUser, createRoute, createVehicle, pngImage } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { loadSecret } from '../../lib/named-secret.ts';
import { FILE_LINK_SECRET, linkSigner } from './signed-links.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, campus, operator } = testAppWith({
  admin: 'admin',
  campus: 'customer-admin',
  operator: 'operator',
});

const iconOf = async (vehicleId: string, image: Buffer | Promise<Buffer>) => {
  const res = await admin.upload(`/dev/v1/vehicles/${vehicleId}/icon`, await image);
  return { res, icon: res.json<Vehicle>().vehicle_icon };
};
const split = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { key: parsed.pathname.slice('/files/'.length), parsed };
};

describe('vehicle icons: POST/DELETE vehicles/{id}/icon', () => {
  it('stores a PNG with a thumbnail; the signed links serve them', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const { res, icon } = await iconOf(vehicle.id, pngImage(640, 480));
    expect(res.statusCode).toBe(200);
    expect(icon).toMatchObject({ content_type: 'image/png', width: 640, height: 480 });
    expect(Date.parse(icon!.expires_at) - Date.now()).toBeGreaterThan(890_000);
    expect(Date.parse(icon!.expires_at) - Date.now()).toBeLessThanOrEqual(900_000);

    const original = await t.app.inject({ url: icon!.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
    const thumb = await t.app.inject({ url: icon!.thumbnail_url });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 256, height: 192 });

    const listed = await operator.get(`/dev/v1/vehicles/${vehicle.id}`);
    expect(listed.json<Vehicle>().vehicle_icon?.width).toBe(640);
  });

  it('keeps the files under DATA_DIR/files, and replacing an icon removes the old one', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const first = (await iconOf(vehicle.id, pngImage())).icon!;
    const second = (await iconOf(vehicle.id, pngImage(32, 32))).icon!;
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.url })).statusCode).toBe(200);
    const dir = path.join(t.env.DATA_DIR, 'files', admin.customerId, 'vehicle_icon');
    const stored = await readdir(dir);
    expect(stored).toContain(path.basename(split(second.url).key));
    expect(stored).not.toContain(path.basename(split(first.url).key));

    const removed = await admin.delete(`/dev/v1/vehicles/${vehicle.id}/icon`);
    expect(removed.json<Vehicle>().vehicle_icon).toBeNull();
    expect((await t.app.inject({ url: second.url })).statusCode).toBe(404);
  });

  it('refuses a text file named .png and an SVG (415), checking the bytes', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const text = await admin.upload(
      `/dev/v1/vehicles/${vehicle.id}/icon`,
      Buffer.from('this is not an image at all\n'.repeat(20)),
      'icon.png',
      'image/png',
    );
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await admin.upload(
      `/dev/v1/vehicles/${vehicle.id}/icon`,
      svg,
      'i.svg',
      'image/svg+xml',
    );
    expect(res.statusCode).toBe(415);
    const truncated = (await pngImage(200, 200)).subarray(0, 60);
    expect((await admin.upload(`/dev/v1/vehicles/${vehicle.id}/icon`, truncated)).statusCode).toBe(
      415,
    );
  });

  it('accepts JPEG, and images above the 1 MB JSON body limit', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const jpeg = await sharp(await pngImage(120, 80))
      .jpeg()
      .toBuffer();
    const asJpeg = await admin.upload(
      `/dev/v1/vehicles/${vehicle.id}/icon`,
      jpeg,
      'a.jpg',
      'image/jpeg',
    );
    expect(asJpeg.json<Vehicle>().vehicle_icon?.content_type).toBe('image/jpeg');
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
    const large = await sharp({
      create: { width: 1400, height: 1300, channels: 3, noise, background: '#808080' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await admin.upload(`/dev/v1/vehicles/${vehicle.id}/icon`, large);
    expect(res.statusCode).toBe(200);
    expect(res.json<Vehicle>().vehicle_icon).toMatchObject({ width: 1400, height: 1300 });
  });

  it('answers 413 above 10 MB', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    const res = await admin.upload(`/dev/v1/vehicles/${vehicle.id}/icon`, big);
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json<object>())).toEqual(['error']);
  });

  it('wants multipart with a file (415, 400 naming body.file)', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const json = await admin.post(`/dev/v1/vehicles/${vehicle.id}/icon`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/dev/v1/vehicles/${vehicle.id}/icon`,
      payload: '--b--\r\n',
      headers: {
        'content-type': 'multipart/form-data; boundary=b',
        authorization: `Bearer ${admin.tokens.AccessToken}`,
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual(['body.file']);
  });

  it('refuses roles without fleet management (403) and another customer’s vehicle (404)', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const image = await pngImage();
    expect((await operator.upload(`/dev/v1/vehicles/${vehicle.id}/icon`, image)).statusCode).toBe(
      403,
    );
    expect((await campus.upload(`/dev/v1/vehicles/${vehicle.id}/icon`, image)).statusCode).toBe(
      404,
    );
    expect((await campus.delete(`/dev/v1/vehicles/${vehicle.id}/icon`)).statusCode).toBe(404);
    expect((await operator.delete(`/dev/v1/vehicles/${vehicle.id}/icon`)).statusCode).toBe(403);
    expect(
      (await admin.get(`/dev/v1/vehicles/${vehicle.id}`)).json<Vehicle>().vehicle_icon,
    ).toBeNull();
  });
});

describe('GET /files/{key} signed links', () => {
  let icon: ImageLink;
  beforeAll(async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    icon = (await iconOf(vehicle.id, pngImage())).icon!;
  });

  it('answers 403 for a tampered signature, expiry or key', async () => {
    const { key, parsed } = split(icon.url);
    const sig = parsed.searchParams.get('sig')!;
    const expires = Number(parsed.searchParams.get('expires'));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/files/${key}?expires=${expires}&sig=${flipped}`,
      `/files/${key}?expires=${expires + 3600}&sig=${sig}`,
      `/files/${key.replace('.png', '-thumb.webp')}?expires=${expires}&sig=${sig}`,
      `/files/..%2F..%2Fetc%2Fpasswd?expires=${expires}&sig=${sig}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('answers 403 for an expired link', async () => {
    const { key } = split(icon.url);
    const secret = await loadSecret(t.database.db, FILE_LINK_SECRET);
    const old = linkSigner(secret, () => Date.now() - 901_000).sign(key);
    const res = await t.app.inject({ url: old.url });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('LINK_EXPIRED');
    const fresh = linkSigner(secret).sign(key);
    expect((await t.app.inject({ url: fresh.url })).statusCode).toBe(200);
  });

  it('answers 400 naming a missing signature', async () => {
    const { key } = split(icon.url);
    expect(errorOf(await t.app.inject({ url: `/files/${key}?expires=1` })).fields).toEqual([
      'querystring.sig',
    ]);
  });
});

describe('route and user graphics', () => {
  it('uploads and removes a route graphic (admins and customer admins)', async () => {
    const route = await createRoute(t.database.db, 'Campus Mobility');
    const res = await campus.upload(`/dev/v1/routes/${route.id}/graphic`, await pngImage(90, 60));
    expect(res.statusCode).toBe(200);
    const graphic = res.json<Route>().route_graphic!;
    expect((await t.app.inject({ url: graphic.url })).statusCode).toBe(200);
    expect(
      (await admin.upload(`/dev/v1/routes/${route.id}/graphic`, await pngImage())).statusCode,
    ).toBe(404);
    expect((await operator.delete(`/dev/v1/routes/${route.id}/graphic`)).statusCode).toBe(403);
    const removed = await campus.delete(`/dev/v1/routes/${route.id}/graphic`);
    expect(removed.json<Route>().route_graphic).toBeNull();
  });

  it('uploads and removes a user graphic (user managers of the same customer)', async () => {
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      customer: 'Darwin',
    });
    const res = await admin.upload(`/dev/v1/user/${user.id}/graphic`, await pngImage(50, 50));
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().user_graphic).toMatchObject({ width: 50, height: 50 });
    expect(
      (await campus.upload(`/dev/v1/user/${user.id}/graphic`, await pngImage())).statusCode,
    ).toBe(404);
    expect(
      (await operator.upload(`/dev/v1/user/${user.id}/graphic`, await pngImage())).statusCode,
    ).toBe(403);
    const removed = await admin.delete(`/dev/v1/user/${user.id}/graphic`);
    expect(removed.json<User>().user_graphic).toBeNull();
  });
});
