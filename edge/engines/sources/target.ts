import { classifyAddress, classifyHostName, isIpLiteral } from './address-policy.ts';
import type { ConnectTarget, HostResolver } from './network.ts';

/**
 * Whether one hop of an outbound request may go ahead, and to which address: the scheme, the port,
 * the host's name, and every address DNS gives for it. Every address must pass, not just the first,
 * because an attacker who controls a name can answer with one public and one private address.
 */

export type FetchFailure =
  | 'bad-url'
  | 'blocked'
  | 'unresolved'
  | 'redirects'
  | 'timeout'
  | 'cancelled'
  | 'too-large'
  | 'network';

/** Why an outbound request did not give an answer; `message` is for logs, never for the model. */
export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly failure: FetchFailure,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_PORTS: Record<string, number> = { 'https:': 443, 'http:': 80 };

export async function checkTarget(
  url: URL,
  { resolver, allowLoopback }: { resolver: HostResolver; allowLoopback: boolean },
  signal: AbortSignal,
): Promise<ConnectTarget> {
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) throw new FetchError('bad-url', `${url.protocol} is not fetched`);
  if (url.username || url.password) throw new FetchError('bad-url', 'a URL with credentials is not fetched');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const allowed = (kind: string) => kind === 'public' || (kind === 'loopback' && allowLoopback);

  let addresses: string[];
  if (isIpLiteral(host)) addresses = [host];
  else {
    const named = classifyHostName(host);
    if (named !== null && !allowed(named)) throw new FetchError('blocked', `${host} names a ${named} host`);
    // /etc/hosts answers for localhost, not DNS: the stand-ins' name needs no lookup.
    addresses = named === 'loopback' ? ['127.0.0.1'] : await resolver.resolve(host, signal);
    if (addresses.length === 0) throw new FetchError('unresolved', `${host} has no address`);
  }
  const kinds = addresses.map(classifyAddress);
  const refused = kinds.find((kind) => !allowed(kind));
  if (refused) throw new FetchError('blocked', `${host} resolves to a ${refused} address`);

  const loopback = kinds.every((kind) => kind === 'loopback');
  // Plain http, and ports other than the scheme's own, only for the loopback stand-ins: the fetcher
  // reads feeds and APIs, it is no tool for probing other services on a public host.
  if (url.protocol === 'http:' && !loopback) throw new FetchError('blocked', 'plain http is not fetched');
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (port !== defaultPort && !loopback) throw new FetchError('blocked', `port ${port} is not fetched`);

  // IPv4 first: some hosts (and clouds) route no IPv6 at all.
  const address = [...addresses].sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')))[0] ?? '';
  return { address, port, tlsHostName: url.protocol === 'https:' ? host : null };
}
