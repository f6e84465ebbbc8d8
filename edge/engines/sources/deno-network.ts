import type { Network } from './network.ts';

/**
 * The runtime side of the outbound fetcher, for edge/main.ts to wire (the one place Deno globals are
 * used). Connecting to the checked address and starting TLS on that socket with the host's name is
 * what closes the DNS-rebinding window: the certificate is still verified for the name, and no
 * second lookup can swap the address. (Deno.createHttpClient cannot do this for https in Deno 2.9:
 * its `tcp` transport sends the request as plaintext proxy traffic, never TLS.)
 * Deno Deploy offers Deno.resolveDns, Deno.connect and Deno.startTls. `caCerts` adds roots to the
 * system's (a test's own CA); production passes none.
 */
export function createDenoNetwork({ caCerts }: { caCerts?: string[] } = {}): Network {
  return {
    resolver: {
      async resolve(host, signal) {
        // Both families; a name with only one of them answers NotFound for the other.
        const answers = await Promise.allSettled([
          Deno.resolveDns(host, 'A', { signal }),
          Deno.resolveDns(host, 'AAAA', { signal }),
        ]);
        signal.throwIfAborted();
        return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
      },
    },
    connector: {
      async connect({ address, port, tlsHostName }, signal) {
        const conn = await Deno.connect({ hostname: address, port, signal });
        if (tlsHostName === null) return conn;
        try {
          return await Deno.startTls(conn, { hostname: tlsHostName, ...(caCerts ? { caCerts } : {}) });
        } catch (error) {
          try {
            conn.close();
          } catch {
            // startTls may already have taken the socket
          }
          throw error;
        }
      },
    },
  };
}

/** The system's resolver and trust store: what production runs on. */
export const denoNetwork: Network = createDenoNetwork();
