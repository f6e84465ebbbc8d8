import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Server, Socket } from 'node:net';

/** A stand-in's server once it listens on loopback: where it is, and how to stop it. */
export interface Listening {
  port: number;
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  /** Closes the server, destroying the connections still open (a keep-alive one would hold close back). */
  stop(): Promise<void>;
}

/** Starts `server` (node:http or node:net) on a free loopback port. */
export async function listenOnLoopback(server: Server): Promise<Listening> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A plain loopback HTTP server for the outbound fetcher's stand-ins: each one (AppView, Mastodon
 * instance, feed server) answers through `handle`, and every request's path and headers are kept.
 */
export interface LoopbackHttp extends Listening {
  /** `host:port`, the form a handle names an instance in. */
  host: string;
  requests: { path: string; headers: IncomingMessage['headers'] }[];
}

export type Handler = (url: URL, res: ServerResponse, req: IncomingMessage) => void | Promise<void>;

export async function startLoopbackHttp(handle: Handler): Promise<LoopbackHttp> {
  const requests: LoopbackHttp['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin.test');
    requests.push({ path: `${url.pathname}${url.search}`, headers: req.headers });
    Promise.resolve(handle(url, res, req)).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const listening = await listenOnLoopback(server);
  return { ...listening, host: `127.0.0.1:${listening.port}`, requests };
}

/** Answer with JSON, as the APIs do. */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
