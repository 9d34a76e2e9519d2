import { expect, test as base } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { DEMO_PASSWORD } from './demo-users.ts';
import { startSimulatedServer } from './simulated-server.ts';

/**
 * Tests against their own server with the simulator on (moving shuttles, live ETAs): one per
 * worker, shared by the tests of the file.
 */
export const simulatedTest = base.extend<object, { simulatedBaseURL: string }>({
  simulatedBaseURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSimulatedServer();
      await use(server.baseURL);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ simulatedBaseURL }, use) => use(simulatedBaseURL),
});

/** Starts a service of a demo shuttle on the campus loop through the API, as an operator. */
export async function startLoopService(
  request: APIRequestContext,
  vehicleId: string,
): Promise<void> {
  const signin = await request.post('/auth/signin', {
    data: { username: 'operator', password: DEMO_PASSWORD },
  });
  const { AuthenticationResult } = (await signin.json()) as {
    AuthenticationResult: { AccessToken: string };
  };
  const headers = { authorization: `Bearer ${AuthenticationResult.AccessToken}` };
  const routes = (await (await request.get('/dev/v1/routes', { headers })).json()) as {
    Items: { Route_ID: string; name: string }[];
  };
  const route = routes.Items.find((r) => r.name === HARWELL_CAMPUS_LOOP.name)!;
  // A shuttle runs a service once it has reported (the simulator's first telemetry); one that
  // already runs one (an earlier test of the file started it) is fine.
  await expect
    .poll(
      async () => {
        const res = await request.post('/dev/v1/services', {
          headers,
          data: { Vehicle_ID: vehicleId, Route_ID: route.Route_ID },
        });
        if (res.status() === 201) return 'running';
        const text = await res.text();
        return res.status() === 409 && text.includes('VEHICLE_BUSY') ? 'running' : text;
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe('running');
}
