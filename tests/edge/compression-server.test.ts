import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFolder } from '../../app/compress-assets.ts';
import { type RunningEdge, startEdge } from './edge-process.ts';

// The real server (`deno run edge/main.ts`), because compression happens in Deno.serve, below Hono.

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with node:http, which (unlike fetch) hands back the bytes as they crossed the wire. */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const text = (r: Raw) =>
  (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.body).toString('utf8');

describe('compression on the real server', () => {
  let dataDir: string;
  let staticDir: string;
  let server: RunningEdge;
  let url: string;
  const entryJs = Array.from({ length: 300 }, (_, i) => `export const v${i} = 'plume ${i}';`).join('\n');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'plume-data-'));
    staticDir = await mkdtemp(join(tmpdir(), 'plume-dist-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), `<!doctype html><title>Plume</title>${' '.repeat(200)}`);
    await writeFile(join(staticDir, 'assets/entry-1a2b.js'), entryJs);
    await compressFolder(staticDir);
    server = await startEdge(
      { DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
      { stderr: 'inherit' },
    );
    url = server.url.replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  });

  it('sends the build’s Brotli copy as it is, never compressed twice', async () => {
    const res = await raw(`${url}/assets/entry-1a2b.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.equals(await readFile(join(staticDir, 'assets/entry-1a2b.js.br')))).toBe(true);
    expect(text(res)).toBe(entryJs);
  });

  it('compresses a JSON answer for a client that accepts it', async () => {
    const res = await raw(`${url}/api/how-to-use`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(text(res))).toMatchObject({ success: true });
    const plain = await raw(`${url}/api/how-to-use`);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an answer that carries a sign-in code or a token (BREACH)', async () => {
    const email = 'breach@example.com';
    const asked = await raw(`${url}/api/user/authenticate/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'accept-encoding': 'br' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    const mailbox = await raw(`${url}/dev/mailbox.json?to=${encodeURIComponent(email)}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(mailbox.headers['content-encoding']).toBeUndefined();
    expect(mailbox.headers['cache-control']).toBe('no-store, no-transform');
    const code = (JSON.parse(text(mailbox)) as { mails: { code: string | null }[] }).mails[0]?.code;
    expect(code).toMatch(/^\d+$/);
    const verified = await raw(`${url}/api/user/authenticate/signup/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ email, otp: code }),
    });
    expect(verified.status).toBe(200);
    expect(verified.headers['content-encoding']).toBeUndefined();
    expect(verified.headers['cache-control']).toBe('no-store, no-transform');
    expect(text(verified)).toContain('custom-token');
  });
});
