import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';

// An administrator adds a webhook channel on Process Alerts, sends a test, and reads in its
// delivery log that the first attempt failed and the retry got through; the receiver is a real
// HTTP server of this test, which checks the signature as an integrator would.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const isTest = ({ body }: Received) =>
  (JSON.parse(body) as { event?: string }).event === 'alarm.test';

/**
 * A receiver that answers 500 to the first test notice and 200 to everything else (alarms other
 * tests raise meanwhile reach the channel too).
 */
async function flakyReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      res.statusCode = isTest(request) && received.filter(isTest).length === 1 ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/shuttle-alarms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SECRET = 'a-webhook-secret-of-this-test-0123';
const NAME = `Night pager ${Date.now()}`;

test('an administrator adds a webhook channel, tests it and reads the retried delivery', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await flakyReceiver();
  try {
    await signIn(page, demoUser('admin'));
    await page.goto('/realtimealerts?tab=notifications');
    await expect(mainHeading(page)).toHaveText('Process Alerts');
    await page.getByRole('tab', { name: 'Notifications' }).click();

    await page.getByRole('button', { name: 'Add channel' }).click();
    const form = page.getByRole('form', { name: 'Notification channel' });
    await form.getByLabel('Name').fill(NAME);
    await form.getByText('Webhook', { exact: true }).click();
    await form.getByLabel('URL').fill('not a url');
    await form.getByRole('button', { name: 'Add channel' }).click();
    // Refused with a message; nothing is saved until the address is one.
    await expect(form.getByText(/must be an http or https URL/)).toBeVisible();
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByRole('textbox', { name: 'Secret', exact: true }).fill(SECRET);
    await form.getByRole('button', { name: 'Add channel' }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `More actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${NAME}` });
    await expect(page.getByText('No deliveries yet')).toBeVisible();
    await page.getByRole('button', { name: 'Send test' }).click();

    // The test's first attempt met a 500 and was retried; the second got through.
    const tests = log.getByRole('row').filter({ hasText: /Test$/ });
    await expect(tests.filter({ hasText: 'Delivered' })).toHaveCount(1, { timeout: 30_000 });
    const failed = tests.filter({ hasText: /Failed/ });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('500');
    expect(receiver.received.filter(isTest)).toHaveLength(2);

    // Each delivery is signed with the channel's secret over its timestamp and body.
    for (const { headers, body } of receiver.received) {
      const timestamp = String(headers['x-shuttleops-timestamp']);
      const expected = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
      expect(headers['x-shuttleops-signature']).toBe(`sha256=${expected}`);
    }
    await page.keyboard.press('Escape');

    // Deleted after a confirmation, it is gone from the list.
    await row.getByRole('button', { name: `More actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
