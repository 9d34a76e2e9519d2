import { describe, expect, it } from 'vitest';
import type { Customer, ImageLink, ListResult, Vehicle } from '@shuttle-ops/domain';
import { errorOf, signIn } from '../../test/auth-client.ts';
import {
  auditEntries,
  createCustomer,
  createPoolUser,
  createVehicle,
  pngImage,
} from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, campus, operator } = testAppWith({
  admin: 'admin',
  campus: 'customer-admin',
  operator: 'operator',
});

const base = '/dev/v1/customers';
const list = (res: { json: <T>() => T }) => res.json<ListResult<Customer>>();
let serial = 0;
const uniqueName = () => `Shuttle Partner ${++serial}`;

describe('GET customers', () => {
  it('lists every customer to a platform-owner admin, sorted and paged', async () => {
    await createCustomer(t.database.db, 'Aardvark Transit');
    const res = await admin.get(`${base}?sort_attributes=name&limit=2`);
    expect(res.statusCode).toBe(200);
    const page = list(res);
    expect(page.Items.map((c) => c.name)).toEqual(['Aardvark Transit', 'Campus Mobility']);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const darwin = list(await admin.get(`${base}?query=darw`)).Items[0];
    expect(darwin).toMatchObject({ name: 'Darwin', is_platform_owner: true, anonymized: false });
  });

  it('shows everyone else only their own customer', async () => {
    expect(list(await campus.get(base)).Items.map((c) => c.name)).toEqual(['Campus Mobility']);
    expect(list(await operator.get(base)).Items.map((c) => c.name)).toEqual(['Darwin']);
  });

  it('finds a customer by exact name (any letter case) with ?name=', async () => {
    const res = list(await admin.get(`${base}?name=campus%20MOBILITY`));
    expect(res.Items.map((c) => c.Customer_ID)).toEqual([campus.customerId]);
    expect(list(await admin.get(`${base}?name=campus`)).total).toBe(0);
    expect(list(await campus.get(`${base}?name=Darwin`)).total).toBe(0);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    expect(errorOf(await admin.get(`${base}?sort_order=up`)).fields).toEqual([
      'querystring.sort_order',
    ]);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });
});

describe('GET customers/search/{query}', () => {
  it('searches the customers the caller may see', async () => {
    const res = await admin.get(`${base}/search/mobil`);
    expect(res.statusCode).toBe(200);
    expect(list(res).Items.map((c) => c.name)).toEqual(['Campus Mobility']);
    expect(list(await campus.get(`${base}/search/darwin`)).total).toBe(0);
    expect(errorOf(await admin.get(`${base}/search/x?offset=-1`)).fields).toEqual([
      'querystring.offset',
    ]);
    expect((await t.app.inject({ url: `${base}/search/x` })).statusCode).toBe(401);
  });
});

describe('GET customers/{id}', () => {
  it('answers your own customer, any to a platform-owner admin, 404 for another', async () => {
    expect((await operator.get(`${base}/${operator.customerId}`)).json()).toMatchObject({
      name: 'Darwin',
    });
    expect((await admin.get(`${base}/${campus.customerId}`)).json()).toMatchObject({
      name: 'Campus Mobility',
      is_platform_owner: false,
      customer_logo: null,
    });
    expect((await campus.get(`${base}/${admin.customerId}`)).statusCode).toBe(404);
    expect(errorOf(await admin.get(`${base}/x`)).fields).toEqual(['params.id']);
  });
});

describe('POST customers', () => {
  it('creates a customer (platform-owner admins) and writes the audit log', async () => {
    const name = uniqueName();
    const res = await admin.post(base, { name, contact_email: 'ops@partner.example' });
    expect(res.statusCode).toBe(201);
    const created = res.json<Customer>();
    expect(created).toMatchObject({
      name,
      contact_email: 'ops@partner.example',
      contact_name: null,
    });
    expect((await auditEntries(t.database.db, 'customer.create')).at(-1)).toMatchObject({
      customerId: created.Customer_ID,
      username: 'admin',
    });
  });

  it('answers 400 naming the field, 409 for a taken or reserved name', async () => {
    const bad = await admin.post(base, { name: '', contact_email: 'nope' });
    expect(errorOf(bad).fields).toEqual(
      expect.arrayContaining(['body.name', 'body.contact_email']),
    );
    expect(bad.json()).toMatchObject({
      error: {
        details: expect.arrayContaining([
          { field: 'body.name', message: 'must not be empty' },
          { field: 'body.contact_email', message: 'must be an email address' },
        ]) as unknown,
      },
    });
    const taken = await admin.post(base, { name: 'campus mobility' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: {
        code: 'NAME_TAKEN',
        details: [{ field: 'body.name', message: 'A customer with this name already exists.' }],
      },
    });
    expect((await admin.post(base, { name: 'DARWIN' })).statusCode).toBe(409);
  });

  it('refuses customer admins and other roles with 403', async () => {
    expect((await campus.post(base, { name: uniqueName() })).statusCode).toBe(403);
    expect((await operator.post(base, { name: uniqueName() })).statusCode).toBe(403);
  });
});

describe('PUT customers/{id}', () => {
  it('lets a customer admin edit their own customer', async () => {
    const res = await campus.put(`${base}/${campus.customerId}`, {
      contact_name: 'Dana Fleet',
      contact_phone: '+44 1235 000000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Campus Mobility', contact_name: 'Dana Fleet' });
    expect((await auditEntries(t.database.db, 'customer.update')).at(-1)?.details).toEqual({
      Customer_ID: campus.customerId,
      fields: ['contact_name', 'contact_phone'],
    });
  });

  it('answers 404 to a customer admin for another customer, which stays unchanged', async () => {
    const res = await campus.put(`${base}/${admin.customerId}`, { contact_name: 'Mallory' });
    expect(res.statusCode).toBe(404);
    expect((await admin.get(`${base}/${admin.customerId}`)).json()).toMatchObject({
      contact_name: null,
    });
  });

  it('keeps the platform owner’s name: nobody renames it or takes it', async () => {
    expect(
      (await admin.put(`${base}/${admin.customerId}`, { name: 'Darwin Ltd' })).statusCode,
    ).toBe(409);
    expect((await campus.put(`${base}/${campus.customerId}`, { name: 'darwin' })).statusCode).toBe(
      409,
    );
  });

  it('answers 400 naming the field and 403 to roles that may not edit', async () => {
    expect(
      errorOf(await admin.put(`${base}/${campus.customerId}`, { contact_email: 'x' })).fields,
    ).toEqual(['body.contact_email']);
    expect((await operator.put(`${base}/${operator.customerId}`, { name: 'X' })).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE customers/{id}', () => {
  it('deletes a customer that owns nothing', async () => {
    const customer = await createCustomer(t.database.db);
    const res = await admin.delete(`${base}/${customer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Customer_ID: customer.id });
    expect((await admin.get(`${base}/${customer.id}`)).statusCode).toBe(404);
    expect((await auditEntries(t.database.db, 'customer.delete')).at(-1)?.customerId).toBe(
      customer.id,
    );
  });

  it('answers 409 for a customer with data, and for the platform owner', async () => {
    const customer = await createCustomer(t.database.db);
    await createVehicle(t.database.db, customer.name);
    const res = await admin.delete(`${base}/${customer.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/1 vehicles/);
    expect((await admin.delete(`${base}/${admin.customerId}`)).statusCode).toBe(409);
  });

  it('answers 400, and 403 to customer admins, leaving the customer in place', async () => {
    expect(errorOf(await admin.delete(`${base}/x`)).fields).toEqual(['params.id']);
    const customer = await createCustomer(t.database.db);
    expect((await campus.delete(`${base}/${customer.id}`)).statusCode).toBe(403);
    expect((await campus.delete(`${base}/${admin.customerId}`)).statusCode).toBe(403);
    expect((await admin.get(`${base}/${customer.id}`)).statusCode).toBe(200);
  });
});

describe('POST customers/anonymize', () => {
  it('replaces the personal data of the customer, its users and vehicles, irreversibly', async () => {
    const customer = await createCustomer(t.database.db);
    await admin.put(`${base}/${customer.id}`, { contact_name: 'Pat Person', address: '1 Road' });
    const user = await createPoolUser(t.database.db, {
      password: DEMO_PASSWORD,
      customer: customer.name,
      status: 'CONFIRMED',
    });
    const vehicle = await createVehicle(t.database.db, customer.name, { registration: 'PII 1' });
    await admin.upload(`${base}/${customer.id}/logo`, await pngImage());

    const res = await admin.post(`${base}/anonymize`, { Customer_ID: customer.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: `Anonymized customer ${customer.id.slice(0, 8)}`,
      contact_name: null,
      address: null,
      customer_logo: null,
      anonymized: true,
    });
    await expect(signIn(t.app, user.username)).rejects.toThrow(/400|401|403/);
    const users = await admin.get(`/dev/v1/user?Customer_ID=${customer.id}`);
    expect(users.json()).toMatchObject({
      Items: [{ username: `anonymized-${user.id}`, email: null, enabled: false }],
    });
    const anonymizedVehicle = await admin.get(
      `/dev/v1/vehicles/${vehicle.id}?Customer_ID=${customer.id}`,
    );
    expect(anonymizedVehicle.json<Vehicle>()).toMatchObject({
      registration: null,
      anonymized: true,
    });
    expect((await auditEntries(t.database.db, 'customer.anonymize')).at(-1)).toMatchObject({
      customerId: customer.id,
      details: { users: 1, vehicles: 1 },
    });
  });

  it('answers 400, 403 to customer admins, and 409 for the platform owner', async () => {
    expect(errorOf(await admin.post(`${base}/anonymize`, {})).fields).toEqual(['body.Customer_ID']);
    const refused = await campus.post(`${base}/anonymize`, { Customer_ID: campus.customerId });
    expect(refused.statusCode).toBe(403);
    const owner = await admin.post(`${base}/anonymize`, { Customer_ID: admin.customerId });
    expect(owner.statusCode).toBe(409);
    expect((await admin.get(`${base}/${campus.customerId}`)).json()).toMatchObject({
      name: 'Campus Mobility',
      anonymized: false,
    });
  });
});

describe('customer logo: POST/DELETE customers/{id}/logo, GET customers/{id}/logo-location', () => {
  it('uploads the logo, answers its location, and the signed link serves the graphic', async () => {
    const upload = await campus.upload(
      `${base}/${campus.customerId}/logo`,
      await pngImage(300, 120),
    );
    expect(upload.statusCode).toBe(200);
    expect(upload.json<Customer>().customer_logo).toMatchObject({ width: 300, height: 120 });

    const location = await operator.get(`${base}/${operator.customerId}/logo-location`);
    expect(location.statusCode).toBe(404);
    const res = await campus.get(`${base}/${campus.customerId}/logo-location`);
    expect(res.statusCode).toBe(200);
    const logo = res.json<ImageLink>();
    expect(logo).toMatchObject({ content_type: 'image/png', width: 300, height: 120 });
    const graphic = await t.app.inject({ url: logo.url });
    expect(graphic.statusCode).toBe(200);
    expect(graphic.headers['content-type']).toBe('image/png');
    expect(
      (await campus.get(`${base}/${campus.customerId}`)).json<Customer>().customer_logo,
    ).not.toBeNull();
  });

  it('refuses another customer’s logo (404) and roles that may not edit (403)', async () => {
    const image = await pngImage();
    expect((await campus.upload(`${base}/${admin.customerId}/logo`, image)).statusCode).toBe(404);
    expect((await campus.get(`${base}/${admin.customerId}/logo-location`)).statusCode).toBe(404);
    expect((await campus.delete(`${base}/${admin.customerId}/logo`)).statusCode).toBe(404);
    expect((await operator.upload(`${base}/${operator.customerId}/logo`, image)).statusCode).toBe(
      403,
    );
    expect((await operator.delete(`${base}/${operator.customerId}/logo`)).statusCode).toBe(403);
    expect(errorOf(await admin.get(`${base}/x/logo-location`)).fields).toEqual(['params.id']);
  });

  it('removes the logo; its old link stops serving', async () => {
    await admin.upload(`${base}/${admin.customerId}/logo`, await pngImage());
    const before = (await admin.get(`${base}/${admin.customerId}/logo-location`)).json<ImageLink>();
    const res = await admin.delete(`${base}/${admin.customerId}/logo`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>().customer_logo).toBeNull();
    expect((await admin.get(`${base}/${admin.customerId}/logo-location`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: before.url })).statusCode).toBe(404);
  });
});
