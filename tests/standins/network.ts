import { connect } from 'node:net';
import { Duplex } from 'node:stream';
import type { Connection } from '../../edge/engines/sources/http1.ts';
import type { Connector, HostResolver, Network } from '../../edge/engines/sources/network.ts';

/**
 * The outbound fetcher's network for tests: DNS answered from a table (so a name can "resolve" to a
 * private address, or to the loopback stand-ins), and connections opened with Node sockets to the
 * exact address the fetcher checked — the same contract edge/engines/sources/deno-network.ts keeps.
 */

/** Names → addresses; a name not in the table has none. `lookups` records every name asked for. */
export function tableResolver(table: Record<string, string[]>): HostResolver & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    async resolve(host) {
      lookups.push(host);
      return table[host.toLowerCase()] ?? [];
    },
  };
}

/**
 * Plain TCP to the address; records every address connected to. `publicHosts` stands a loopback
 * server in for a public one (`'93.184.215.14:443' → 54321`), so a test can run the fetcher as in
 * production (loopback refused, https required): the socket goes to the stand-in's port and speaks
 * plain HTTP where the real connector would start TLS.
 */
export function socketConnector(
  publicHosts: Record<string, number> = {},
): Connector & { connected: string[] } {
  const connected: string[] = [];
  return {
    connected,
    connect({ address, port }, signal) {
      connected.push(`${address}:${port}`);
      const standin = publicHosts[`${address}:${port}`];
      return new Promise<Connection>((resolve, reject) => {
        const socket = standin
          ? connect({ host: '127.0.0.1', port: standin })
          : connect({ host: address, port });
        const abort = () => {
          socket.destroy();
          reject(signal.reason);
        };
        signal.addEventListener('abort', abort, { once: true });
        socket.once('error', reject);
        socket.once('connect', () => {
          signal.removeEventListener('abort', abort);
          const { readable, writable } = Duplex.toWeb(socket);
          resolve({
            readable: readable as ReadableStream<Uint8Array>,
            writable: writable as WritableStream<Uint8Array>,
            close: () => socket.destroy(),
          });
        });
      });
    },
  };
}

export function testNetwork(
  table: Record<string, string[]> = {},
  publicHosts: Record<string, number> = {},
): Network & {
  resolver: ReturnType<typeof tableResolver>;
  connector: ReturnType<typeof socketConnector>;
} {
  return { resolver: tableResolver(table), connector: socketConnector(publicHosts) };
}
