import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, multipartBody } from '../../test/auth-client.ts';
import {
  createCustomer,
  createPoolUser,
  createRoute,
  createVehicle,
  pngImage,
} from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin } = testAppWith({ admin: 'admin' });
const urls: Record<string, string> = {};
beforeAll(async () => {
  const customer = await createCustomer(t.database.db);
  const user = await createPoolUser(t.database.db, { password: DEMO_PASSWORD, customer: 'Darwin' });
  const vehicle = await createVehicle(t.database.db, 'Darwin');
  const route = await createRoute(t.database.db, 'Darwin');
  urls.logo = `/dev/v1/customers/${customer.id}/logo`;
  urls.graphic = `/dev/v1/user/${user.id}/graphic`;
  urls.icon = `/dev/v1/vehicles/${vehicle.id}/icon`;
  urls.routeGraphic = `/dev/v1/routes/${route.id}/graphic`;
});

const upload = (url: string, payload: Buffer, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...bearer(admin.tokens.AccessToken) },
  });

describe.each(['logo', 'graphic', 'icon', 'routeGraphic'])('a broken %s upload', (name) => {
  it('answers a 0-byte file with 400 on body.file', async () => {
    const { payload, headers } = multipartBody('file', 'empty.png', 'image/png', Buffer.alloc(0));
    const res = await upload(urls[name]!, payload, headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'body.file: the file is empty',
        details: [{ field: 'body.file', message: 'the file is empty' }],
      },
    });
  });

  it('answers a body cut short with 400 on body.file, and stores nothing', async () => {
    const { payload, headers } = multipartBody('file', 'a.png', 'image/png', await pngImage());
    const cut = payload.subarray(0, Math.floor(payload.length / 2));
    const res = await upload(urls[name]!, cut, headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'body.file: the upload was cut short',
        details: [{ field: 'body.file', message: 'the upload was cut short' }],
      },
    });
    const after = await admin.get(urls[name]!.replace(/\/(logo|graphic|icon)$/, ''));
    expect(JSON.stringify(after.json())).not.toMatch(/"content_type"/);
  });
});
