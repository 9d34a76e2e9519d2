import { expect, test as base } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { DEMO_PASSWORD } from './demo-users.ts';
import { startSimulatedServer } from './simulated-server.ts';

/**
 * Tests against a server with the simulator on (moving shuttles, live ETAs): one per Playwright
 * worker, shared by every spec file of that worker that uses this `test`, so the suite starts it
 * once per worker instead of once per file. Specs leave the demo fleet as they found it or use
 * vehicles of their own. A file that needs other settings says so with
 * `test.use({ simulatorSettings: { … } })`, and one that needs the demo fleet untouched with
 * `test.use({ ownSimulatedServer: '<the file's name>' })`: its tests get workers (and a server) of
 * their own (files naming the same server share it).
 */
export const simulatedTest = base.extend<
  object,
  {
    simulatorSettings: Record<string, string>;
    ownSimulatedServer: string | false;
    simulatedBaseURL: string;
  }
>({
  /** Settings of the simulated server on top of startSimulatedServer's. */
  simulatorSettings: [{}, { scope: 'worker', option: true }],
  /** A name: Playwright gives the files that set it workers of their own, one server per name. */
  ownSimulatedServer: [false, { scope: 'worker', option: true }],
  simulatedBaseURL: [
    async ({ simulatorSettings }, use) => {
      const server = await startSimulatedServer(simulatorSettings);
      await use(server.baseURL);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
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
