/**
 * Run by tests/edge/deno-network.test.ts with `deno run`: the production connector (Deno.connect to
 * the checked address, then Deno.startTls with the host's name) against a loopback TLS server whose
 * certificate names only `feeds.test`. Prints one JSON line: what each request came to.
 * Arguments: the CA certificate, the server's certificate and its key (PEM files).
 * A Deno program: tsconfig.json leaves it to `deno check` (npm run typecheck).
 */
import { createDenoNetwork } from '../../edge/engines/sources/deno-network.ts';
import { createSafeFetch, FetchError } from '../../edge/engines/sources/safe-fetch.ts';

const [caPath = '', certPath = '', keyPath = ''] = Deno.args;
const server = Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    cert: await Deno.readTextFile(certPath),
    key: await Deno.readTextFile(keyPath),
    onListen() {},
  },
  (request) => new Response(`pinned ${new URL(request.url).host}`),
);
const { port } = server.addr;
const { connector } = createDenoNetwork({ caCerts: [await Deno.readTextFile(caPath)] });
const lookups: string[] = [];
const fetcher = createSafeFetch({
  network: {
    // Both names "resolve" to the loopback server; only one of them is on its certificate.
    resolver: {
      async resolve(host) {
        lookups.push(host);
        return ['127.0.0.1'];
      },
    },
    connector,
  },
  allowLoopback: true,
  userAgent: 'PlumeBot/1.0',
});

const outcome = async (url: string) => {
  try {
    const answer = await fetcher.get(url);
    return `${answer.status} ${answer.text()}`;
  } catch (error) {
    return error instanceof FetchError ? `refused ${error.failure}` : `threw ${error}`;
  }
};

const result = {
  named: await outcome(`https://feeds.test:${port}/feed.xml`),
  otherName: await outcome(`https://other.test:${port}/feed.xml`),
  lookups,
};
console.log(JSON.stringify(result));
await server.shutdown();
