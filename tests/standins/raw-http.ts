import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

/**
 * A loopback TCP server that answers each request with whatever bytes a test writes to the socket,
 * for the cases a well-behaved HTTP server never produces: lying lengths, broken chunks, endless heads.
 * It hands the handler the request head as text once it has arrived.
 */
export interface RawServer {
  port: number;
  origin: string;
  /** Every request head received, oldest first. */
  heads: string[];
  stop(): Promise<void>;
}

export async function startRawServer(answer: (head: string, socket: Socket) => void): Promise<RawServer> {
  const heads: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      const head = received.slice(0, end);
      heads.push(head);
      answer(head, socket);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    heads,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
