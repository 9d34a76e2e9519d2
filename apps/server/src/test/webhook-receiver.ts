import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
}

/**
 * A real HTTP server on a free local port that keeps every request and answers each path with
 * the statuses given for it, in turn (the last one from then on; 200 for a path not given).
 */
export async function startWebhookReceiver(statuses: Record<string, number[]> = {}) {
  const requests: ReceivedRequest[] = [];
  const answered = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const list = statuses[path] ?? [200];
      const n = answered.get(path) ?? 0;
      answered.set(path, n + 1);
      res.statusCode = list[Math.min(n, list.length - 1)]!;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    to: (path: string) => requests.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
