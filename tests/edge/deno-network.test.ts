import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The production connector under Deno, over real TLS: it connects to the address the fetcher
 * checked, yet verifies the certificate for the URL's name — the DNS-rebinding window closed without
 * giving up TLS. The certificates are made here by openssl (a CA and a leaf for `feeds.test`).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'plume-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function makeCertificates() {
  const at = (name: string) => join(dir, name);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  ssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Plume Test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  ssl('req', ...ec, '-keyout', at('leaf.key'), '-out', at('leaf.csr'), '-subj', '/CN=feeds.test');
  writeFileSync(
    at('leaf.ext'),
    'subjectAltName=DNS:feeds.test\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  ssl(
    'x509',
    '-req',
    '-in',
    at('leaf.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('leaf.pem'),
    '-days',
    '2',
    '-extfile',
    at('leaf.ext'),
  );
  return [at('ca.pem'), at('leaf.pem'), at('leaf.key')];
}

describe('the Deno connector', () => {
  it.skipIf(!hasOpenssl)('connects to the checked address and still verifies TLS for the name', () => {
    const run = spawnSync(
      join(root, 'node_modules/.bin/deno'),
      ['run', '--allow-read', '--allow-net', 'tests/standins/deno-pinned-tls.ts', ...makeCertificates()],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      named: expect.stringMatching(/^200 pinned feeds\.test:\d+$/),
      otherName: 'refused network',
      lookups: ['feeds.test', 'other.test'],
    });
  });
});
