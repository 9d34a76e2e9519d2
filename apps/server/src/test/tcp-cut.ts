import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a broker whose connections a test can cut, as a network fault or a
 * dead process would: the sockets are destroyed, no MQTT DISCONNECT is sent. A connection is
 * known by its first packet (the MQTT CONNECT, which names the client id).
 */
export async function tcpCut(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<{ hello: string; client: Socket; upstream: Socket | null }>();
  let refuse: (hello: string) => boolean = () => false;
  const server = createServer((client) => {
    const entry = { hello: '', client, upstream: null as Socket | null };
    open.add(entry);
    const drop = () => {
      client.destroy();
      entry.upstream?.destroy();
      open.delete(entry);
    };
    client.on('error', drop);
    client.on('close', drop);
    client.once('data', (first) => {
      entry.hello = first.toString('latin1');
      if (refuse(entry.hello)) return drop();
      client.pause();
      const upstream = connect(Number(port), hostname, () => {
        upstream.write(first);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      entry.upstream = upstream;
      upstream.on('error', drop);
      upstream.on('close', drop);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const localPort = typeof address === 'object' && address ? address.port : 0;
  const matching = (text: string | undefined) => (hello: string) =>
    text === undefined || hello.includes(text);

  return {
    url: `mqtt://127.0.0.1:${localPort}`,
    /** Destroys the connections whose CONNECT contains `text` (all without it). */
    cut(text?: string): number {
      const hit = [...open].filter((entry) => matching(text)(entry.hello));
      for (const entry of hit) {
        entry.client.destroy();
        entry.upstream?.destroy();
        open.delete(entry);
      }
      return hit.length;
    },
    /** From now on, drops new connections whose CONNECT contains `text` (all without it). */
    refuse(text?: string) {
      refuse = matching(text);
    },
    /** Lets every connection through again. */
    allow() {
      refuse = () => false;
    },
    async close() {
      this.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpCut = Awaited<ReturnType<typeof tcpCut>>;
