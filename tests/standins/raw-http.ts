import { createServer, type Socket } from 'node:net';
import { type Listening, listenOnLoopback } from './loopback-http.ts';

/**
 * A loopback TCP server that answers each request with whatever bytes a test writes to the socket,
 * for the cases a well-behaved HTTP server never produces: lying lengths, broken chunks, endless heads.
 * It hands the handler the request head as text once it has arrived.
 */
export interface RawServer extends Listening {
  /** Every request head received, oldest first. */
  heads: string[];
}

export async function startRawServer(answer: (head: string, socket: Socket) => void): Promise<RawServer> {
  const heads: string[] = [];
  const server = createServer((socket) => {
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
  return { ...(await listenOnLoopback(server)), heads };
}
