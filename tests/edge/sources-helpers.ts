import { createSafeFetch } from '../../edge/engines/sources/safe-fetch.ts';
import { testNetwork } from '../standins/network.ts';

/** The address a stand-in plays when a test runs the fetcher as production does (loopback refused). */
export const PUBLIC_ADDRESS = '93.184.215.14';

/** A fetcher allowed to reach the loopback stand-ins (FETCH_ALLOW_LOOPBACK=1), as the readers' tests run. */
export function loopbackFetcher(options: { timeoutMs?: number } = {}) {
  const network = testNetwork();
  return {
    network,
    fetcher: createSafeFetch({
      network,
      allowLoopback: true,
      userAgent: 'PlumeBot/1.0 (+https://plume.example)',
      ...options,
    }),
  };
}

/**
 * A fetcher as production runs it (https only, loopback refused) where `host` resolves to a public
 * address that the test network routes to the stand-in on `port`.
 */
export function productionFetcher(host: string, port: number) {
  const network = testNetwork({ [host]: [PUBLIC_ADDRESS] }, { [`${PUBLIC_ADDRESS}:443`]: port });
  return {
    network,
    fetcher: createSafeFetch({
      network,
      allowLoopback: false,
      userAgent: 'PlumeBot/1.0 (+https://plume.example)',
    }),
  };
}
