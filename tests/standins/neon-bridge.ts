import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * A loopback WebSocket-to-TCP bridge: what Neon's proxy does in front of Postgres, minus TLS and
 * auth, so the @neondatabase/serverless driver (neonConfig.wsProxy) can talk to a plain local
 * PostgreSQL. The driver asks for `/v1?address=host:port`; only loopback targets are bridged.
 */
export interface NeonBridge {
  /** host:port to put in NEON_WS_PROXY / neonConfig.wsProxy (no protocol). */
  proxy: string;
  close(): Promise<void>;
}

const loopback = new Set(['127.0.0.1', 'localhost', '::1']);

export async function startNeonBridge(): Promise<NeonBridge> {
  const server = createServer((_req, res) => res.writeHead(426).end('WebSocket only'));
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws, req) => {
    const address = new URL(req.url ?? '/', 'http://bridge').searchParams.get('address') ?? '';
    const split = address.lastIndexOf(':');
    const host = address.slice(0, split);
    const port = Number(address.slice(split + 1));
    if (!loopback.has(host) || !Number.isInteger(port)) {
      ws.close(1008, 'loopback targets only');
      return;
    }
    const tcp = connect({ host, port });
    const pending: Buffer[] = [];
    tcp.on('connect', () => {
      for (const chunk of pending.splice(0)) tcp.write(chunk);
    });
    ws.on('message', (data: Buffer) => (tcp.connecting ? pending.push(data) : tcp.write(data)));
    tcp.on('data', (chunk) => ws.send(chunk));
    tcp.on('close', () => ws.close());
    tcp.on('error', () => ws.terminate());
    ws.on('close', () => tcp.end());
    ws.on('error', () => tcp.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    proxy: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}
