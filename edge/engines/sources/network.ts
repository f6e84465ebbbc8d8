import type { Connection } from './http1.ts';

/**
 * What the outbound fetcher needs from the runtime, injected so nothing below edge/main.ts touches a
 * Deno global (CONVENTIONS): a resolver that answers with addresses, and a connector that opens a
 * connection to one exact address. main.ts wires deno-network.ts; tests wire a resolver that maps
 * names to loopback and a Node socket connector (tests/standins/network.ts).
 */

export interface HostResolver {
  /** Every A and AAAA address of `host`; empty when it has none. */
  resolve(host: string, signal: AbortSignal): Promise<string[]>;
}

export interface ConnectTarget {
  /** The checked IP address to connect to (never a name, so nothing resolves it again). */
  address: string;
  port: number;
  /** For https: the name TLS sends (SNI) and verifies the certificate against; null for plain http. */
  tlsHostName: string | null;
}

export interface Connector {
  connect(target: ConnectTarget, signal: AbortSignal): Promise<Connection>;
}

export interface Network {
  resolver: HostResolver;
  connector: Connector;
}
