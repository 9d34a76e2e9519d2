import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Incident,
  IncidentAttachment,
  IncidentReport,
  IncidentReportList,
  IncidentSummary,
} from '@shuttle-ops/domain';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { pngImage } from '../../test/factories.ts';
import { createIncident, incidentBody, INCIDENTS, items } from './incident-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({}, { timeout: 180_000 });
const clients: Record<string, TestClient> = {};
const ROLES = [
  'admin',
  'customer-admin',
  'service-manager',
  'operator',
  'remote-operator',
  'content-manager',
] as const;
type Role = (typeof ROLES)[number];

beforeAll(async () => {
  for (const role of ROLES) clients[role] = await clientFor(t.app, role);
}, 180_000);

const as = (role: Role) => clients[role]!;
/** The administrator of the caller's customer (who prepares what a call needs). */
const adminOf = (role: Role) => (role === 'customer-admin' ? as('customer-admin') : as('admin'));
const period = () => ({
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 60_000).toISOString(),
});

async function newReport(client: TestClient): Promise<IncidentReport> {
  const res = await client.post(`${INCIDENTS}/reports`, period());
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
  return res.json<IncidentReport>();
}

/** Each call, what it answers when allowed, and who may make it (DESIGN.md, docs/api/incidents.md). */
const CALLS: {
  name: string;
  ok: number;
  who: Role[];
  call: (client: TestClient, role: Role) => Promise<{ statusCode: number; body: string }>;
}[] = [
  {
    name: 'POST incidents',
    ok: 201,
    who: ['admin', 'customer-admin', 'service-manager', 'operator', 'remote-operator'],
    call: (c) => c.post(INCIDENTS, incidentBody()),
  },
  {
    name: 'POST incidents/attachments',
    ok: 201,
    who: ['admin', 'customer-admin', 'service-manager', 'operator', 'remote-operator'],
    call: async (c) => c.upload(`${INCIDENTS}/attachments`, await pngImage()),
  },
  {
    name: 'GET incidents',
    ok: 200,
    who: ['admin', 'customer-admin', 'service-manager'],
    call: (c) => c.get(INCIDENTS),
  },
  {
    name: 'GET incidents/search/{query}',
    ok: 200,
    who: ['admin', 'customer-admin', 'service-manager'],
    call: (c) => c.get(`${INCIDENTS}/search/kerb`),
  },
  {
    name: 'GET incidents/{id}',
    ok: 200,
    who: ['admin', 'customer-admin', 'service-manager'],
    call: async (c, role) =>
      c.get(`${INCIDENTS}/${(await createIncident(adminOf(role))).Incident_ID}`),
  },
  {
    name: 'PUT incidents/{id}',
    ok: 200,
    who: ['admin', 'customer-admin'],
    call: async (c, role) =>
      c.put(`${INCIDENTS}/${(await createIncident(adminOf(role))).Incident_ID}`, {
        version: 1,
        title: 'Renamed',
      }),
  },
  {
    name: 'DELETE incidents/{id}',
    ok: 200,
    who: ['admin', 'customer-admin'],
    call: async (c, role) =>
      c.delete(`${INCIDENTS}/${(await createIncident(adminOf(role))).Incident_ID}`),
  },
  {
    name: 'POST incidents/reports',
    ok: 201,
    who: ['admin', 'customer-admin', 'service-manager'],
    call: (c) => c.post(`${INCIDENTS}/reports`, period()),
  },
  {
    name: 'GET incidents/reports',
    ok: 200,
    who: ['admin', 'customer-admin', 'service-manager'],
    call: (c) => c.get(`${INCIDENTS}/reports`),
  },
  {
    name: 'DELETE incidents/reports',
    ok: 204,
    who: ['admin', 'customer-admin'],
    call: async (c, role) =>
      c.delete(`${INCIDENTS}/reports`, {
        user_id: c.userId,
        service_name: 'report',
        report_id: (await newReport(adminOf(role))).report_id,
      }),
  },
];

describe('who may make each incident call', () => {
  const cases = CALLS.flatMap((call) =>
    ROLES.map((role) => ({ ...call, role, allowed: call.who.includes(role) })),
  );
  it.each(cases)('$name as $role: allowed $allowed', async ({ call, role, allowed, ok }) => {
    const res = await call(as(role), role);
    expect(res.statusCode, res.body).toBe(allowed ? ok : 403);
  });
});

describe('one customer never sees or changes another’s incidents', () => {
  let darwin: Incident;
  let darwinReport: IncidentReport;
  beforeAll(async () => {
    darwin = await createIncident(as('admin'), { title: `Darwin only ${Date.now()}` });
    darwinReport = await newReport(as('admin'));
  });
  const campus = () => as('customer-admin');

  it('lists, searches and reads only its own', async () => {
    const mine = await createIncident(campus(), { title: `Campus only ${Date.now()}` });
    const listed = items<IncidentSummary>(await campus().get(`${INCIDENTS}?limit=100`));
    expect(listed.Items.every((i) => i.Customer_ID === campus().customerId)).toBe(true);
    expect(listed.Items.map((i) => i.Incident_ID)).toContain(mine.Incident_ID);
    // References are numbered per customer: the same text may name one of its own.
    const byReference = items<IncidentSummary>(
      await campus().get(`${INCIDENTS}/search/${darwin.reference}`),
    );
    expect(byReference.Items.map((i) => i.Customer_ID)).not.toContain(darwin.Customer_ID);
    expect(items(await campus().get(`${INCIDENTS}/search/Darwin%20only`)).total).toBe(0);
    expect((await campus().get(`${INCIDENTS}/${darwin.Incident_ID}`)).statusCode).toBe(404);
  });

  it('cannot change or delete another customer’s incident (404), which stays as it was', async () => {
    const url = `${INCIDENTS}/${darwin.Incident_ID}`;
    expect((await campus().put(url, { version: 1, title: 'Hijacked' })).statusCode).toBe(404);
    expect((await campus().delete(url)).statusCode).toBe(404);
    const read = (await as('admin').get(url)).json<Incident>();
    expect(read).toMatchObject({ title: darwin.title, version: 1 });
  });

  it('cannot name another customer unless a platform-owner admin', async () => {
    const named = `?Customer_ID=${as('admin').customerId}`;
    expect((await campus().get(`${INCIDENTS}${named}`)).statusCode).toBe(403);
    expect(
      (await as('service-manager').get(`${INCIDENTS}?Customer_ID=${campus().customerId}`))
        .statusCode,
    ).toBe(403);
    const mine = await createIncident(campus());
    const seen = await as('admin').get(
      `${INCIDENTS}/${mine.Incident_ID}?Customer_ID=${campus().customerId}`,
    );
    expect(seen.statusCode).toBe(200);
    expect((await as('admin').get(`${INCIDENTS}/${mine.Incident_ID}`)).statusCode).toBe(404);
  });

  it('keeps reports to their customer: list, read, CSV and delete', async () => {
    const own = await newReport(campus());
    expect(own.rows.every((r) => r.Customer_ID === campus().customerId)).toBe(true);
    const listed = (await campus().get(`${INCIDENTS}/reports`)).json<IncidentReportList>();
    expect(listed.Items.map((r) => r.report_id)).not.toContain(darwinReport.report_id);
    const other = `${INCIDENTS}/reports?report_id=${darwinReport.report_id}`;
    expect((await campus().get(other)).statusCode).toBe(404);
    expect((await campus().get(`${other}&format=csv`)).statusCode).toBe(404);
    const gone = await campus().delete(`${INCIDENTS}/reports`, {
      user_id: campus().userId,
      service_name: 'report',
      report_id: darwinReport.report_id,
    });
    expect(gone.statusCode).toBe(404);
    expect((await as('admin').get(other)).statusCode).toBe(200);
  });

  it('cannot attach another customer’s upload', async () => {
    const res = await as('operator').upload(`${INCIDENTS}/attachments`, await pngImage());
    const file = res.json<IncidentAttachment>();
    const refused = await campus().post(
      INCIDENTS,
      incidentBody({ attachment_ids: [file.file_id] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual(['body.attachment_ids.0']);
  });
});
