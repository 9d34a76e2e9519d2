import type { Client } from 'graphql-ws';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Route, Service } from '@shuttle-ops/domain';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { createVehicle } from '../../test/factories.ts';
import {
  disposeAll,
  eventually,
  graphqlPost,
  graphqlWsUrl,
  subscribe,
  wsClient,
} from '../../test/graphql-client.ts';
import { publishService } from './publish-service.ts';
import { SERVICES, campusLoop, markReported, startService } from '../../test/services.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});
let url: string;
let operator: TestClient;
let campus: TestClient;
let contentManager: TestClient;
let loop: Route;
const clients: Client[] = [];

beforeAll(async () => {
  url = await graphqlWsUrl(t.app);
  operator = await clientFor(t.app, 'operator');
  campus = await clientFor(t.app, 'campus-operator');
  contentManager = await clientFor(t.app, 'content-manager');
  loop = await campusLoop(operator);
});
afterEach(async () => {
  await disposeAll(clients);
  await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 0);
});

function connect(user?: TestClient) {
  const headers: Record<string, string> = { 'x-api-key': t.env.PUBLIC_API_KEY };
  if (user) headers['x-token'] = user.tokens.AccessToken;
  const client = wsClient(url, headers);
  clients.push(client);
  return client;
}
const running = (count: number) =>
  eventually(() => t.app.graphqlSubscriptions.stats().subscribers === count);

const CREATE = /* GraphQL */ `
  mutation ($input: CreateServiceInput!) {
    createService(input: $input) {
      Service_ID
      Vehicle_ID
      serviceStatus
      operatorName
      stops {
        No
        BSName
        BSt
        etaInitial
        eta
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateServiceInput!) {
    updateService(input: $input) {
      Service_ID
      serviceStatus
      end_dt
    }
  }
`;
const FIELDS = 'Service_ID Customer_ID Operator_ID operatorName serviceStatus occupancy';

describe('createService and updateService', () => {
  it('starts and ends a service for a signed-in operator', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    markReported(t, vehicle);
    const created = await graphqlPost(t.app, CREATE, {
      token: operator.tokens.AccessToken,
      variables: { input: { Vehicle_ID: vehicle.id, Route_ID: loop.Route_ID } },
    });
    expect(created.errors).toBeUndefined();
    const service = created.data!.createService as Service;
    expect(service).toMatchObject({ serviceStatus: 'active', operatorName: 'Operator' });
    expect(service.stops).toHaveLength(8);
    const ended = await graphqlPost(t.app, UPDATE, {
      token: operator.tokens.AccessToken,
      variables: { input: { Service_ID: service.Service_ID, serviceStatus: 'completed' } },
    });
    expect(ended.data!.updateService).toMatchObject({ serviceStatus: 'completed' });
    const invalid = await graphqlPost(t.app, UPDATE, {
      token: operator.tokens.AccessToken,
      variables: { input: { Service_ID: service.Service_ID, serviceStatus: 'active' } },
    });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'A completed service cannot become active: it is final.',
      extensions: { code: 'INVALID_TRANSITION' },
    });
  });

  it('refuses bad input naming the field, the public, other roles and other tenants', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    markReported(t, vehicle);
    const input = { Vehicle_ID: vehicle.id, Route_ID: loop.Route_ID };
    const bad = await graphqlPost(t.app, CREATE, {
      token: operator.tokens.AccessToken,
      variables: { input: { ...input, serviceStatus: 'completed' } },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.serviceStatus',
    });
    const anonymous = await graphqlPost(t.app, CREATE, { variables: { input } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const role = await graphqlPost(t.app, CREATE, {
      token: contentManager.tokens.AccessToken,
      variables: { input },
    });
    expect(role.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreign = await graphqlPost(t.app, CREATE, {
      token: campus.tokens.AccessToken,
      variables: { input },
    });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'Vehicle not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const noKey = await graphqlPost(t.app, CREATE, {
      token: operator.tokens.AccessToken,
      apiKey: null,
      variables: { input },
    });
    expect(noKey.status).toBe(401);
    const list = await operator.get(`${SERVICES}?Vehicle_ID=${vehicle.id}`);
    expect(list.json<{ total: number }>().total).toBe(0);
  });
});

describe('onCreateService, onUpdateService and onETAUpdateService', () => {
  it('deliver a customer’s services to that customer only', async () => {
    const mine = subscribe(connect(operator), `subscription { onCreateService { ${FIELDS} } }`);
    const theirs = subscribe(connect(campus), `subscription { onCreateService { ${FIELDS} } }`);
    const updates = subscribe(connect(operator), `subscription { onUpdateService { ${FIELDS} } }`);
    await running(3);
    const service = await startService(t, operator, loop);
    await mine.until(1);
    expect(mine.frames[0]!.data).toEqual({
      onCreateService: {
        Service_ID: service.Service_ID,
        Customer_ID: operator.customerId,
        Operator_ID: operator.userId,
        operatorName: 'Operator',
        serviceStatus: 'active',
        occupancy: 0,
      },
    });
    await operator.post(`${SERVICES}/${service.Service_ID}/occupancies`, { boardings: 2 });
    await updates.until(1);
    expect(updates.frames[0]!.data).toMatchObject({ onUpdateService: { occupancy: 2 } });
    const second = await startService(t, operator, loop);
    await mine.until(2);
    expect(theirs.frames).toHaveLength(0);
    expect(mine.frames[1]!.data).toMatchObject({
      onCreateService: { Service_ID: second.Service_ID },
    });
  });

  it('filter by their arguments and carry the ETA updates the engine publishes', async () => {
    const a = await startService(t, operator, loop);
    const b = await startService(t, operator, loop);
    const eta = subscribe(
      connect(operator),
      `subscription ($id: ID) { onETAUpdateService(Service_ID: $id) { Service_ID stops { No eta } } }`,
      { id: b.Service_ID },
    );
    await running(1);
    publishService(t.app.bus, 'service.eta', a);
    publishService(t.app.bus, 'service.eta', {
      ...b,
      stops: b.stops!.map((s) => ({ ...s, eta: 42 })),
    });
    await eta.until(1);
    expect(eta.frames).toHaveLength(1);
    const data = eta.frames[0]!.data as { onETAUpdateService: Service };
    expect(data.onETAUpdateService.Service_ID).toBe(b.Service_ID);
    expect(data.onETAUpdateService.stops!.every((s) => s.eta === 42)).toBe(true);
    const bad = subscribe(
      connect(operator),
      'subscription { onUpdateService(Vehicle_ID: "x") { Service_ID } }',
    );
    const errors = (await bad.error()) as { extensions?: { code?: string } }[];
    expect(errors.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('give the public (x-api-key only) active services without customer or operator', async () => {
    const publicUpdates = subscribe(connect(), `subscription { onUpdateService { ${FIELDS} } }`);
    const publicCreates = subscribe(connect(), `subscription { onCreateService { ${FIELDS} } }`);
    await running(2);
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    markReported(t, vehicle);
    const scheduled = await operator.post(SERVICES, {
      Vehicle_ID: vehicle.id,
      Route_ID: loop.Route_ID,
      serviceStatus: 'scheduled',
    });
    expect(scheduled.statusCode).toBe(201);
    const service = await startService(t, operator, loop);
    await publicCreates.until(1);
    expect(publicCreates.frames).toHaveLength(1);
    expect(publicCreates.frames[0]!.data).toEqual({
      onCreateService: {
        Service_ID: service.Service_ID,
        Customer_ID: null,
        Operator_ID: null,
        operatorName: null,
        serviceStatus: 'active',
        occupancy: 0,
      },
    });
    await operator.put('/dev/service', {
      Service_ID: service.Service_ID,
      serviceStatus: 'completed',
    });
    await publicUpdates.until(1);
    expect(publicUpdates.frames[0]!.data).toMatchObject({
      onUpdateService: {
        Service_ID: service.Service_ID,
        serviceStatus: 'completed',
        Customer_ID: null,
      },
    });
  });
});
