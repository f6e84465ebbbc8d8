/** Units of Google/Apple sign-in: Apple's ES256 client secret, configuration, `next` paths. */
import { decodeProtectedHeader, exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../edge/config.ts';
import { safeNextPath } from '../../edge/contract/next-path.ts';
import { isEmailVerified } from '../../edge/features/oidc/accounts.ts';
import {
  APPLE_SECRET_AUDIENCE,
  APPLE_SECRET_MAX_SECONDS,
  appleClientSecret,
} from '../../edge/features/oidc/apple-secret.ts';
import { landingPath } from '../../edge/features/oidc/next-path.ts';

const base = { DATA_DIR: '/tmp/plume-unused' };

async function appleKeyPair() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { pem: await exportPKCS8(privateKey), publicPem: await exportSPKI(publicKey) };
}

describe('Apple client secret (ES256 JWT)', () => {
  it('verifies with the public key and carries iss = team, sub = client, aud = Apple, kid, ≤ 6 months', async () => {
    const keys = await appleKeyPair();
    const now = new Date('2026-03-01T10:00:00Z');
    const secret = await appleClientSecret(
      { clientId: 'com.plume.web', teamId: 'TEAM123456', keyId: 'ABC123DEFG', privateKey: keys.pem },
      now,
    );
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'ABC123DEFG' });
    const { payload } = await jwtVerify(secret, await importSPKI(keys.publicPem, 'ES256'), {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      subject: 'com.plume.web',
      audience: APPLE_SECRET_AUDIENCE,
      currentDate: now,
    });
    expect(APPLE_SECRET_AUDIENCE).toBe('https://appleid.apple.com');
    expect(payload.iat).toBe(now.getTime() / 1000);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeGreaterThan(0);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(APPLE_SECRET_MAX_SECONDS);
    // A different key does not verify it.
    const other = await appleKeyPair();
    await expect(
      jwtVerify(secret, await importSPKI(other.publicPem, 'ES256'), { currentDate: now }),
    ).rejects.toThrow();
  });

  it('refuses a life longer than Apple allows (6 months)', async () => {
    const keys = await appleKeyPair();
    const apple = { clientId: 'c', teamId: 't', keyId: 'k', privateKey: keys.pem };
    await expect(appleClientSecret(apple, new Date(), APPLE_SECRET_MAX_SECONDS + 1)).rejects.toThrow(
      /6 months/,
    );
    const longest = await appleClientSecret(apple, new Date(), APPLE_SECRET_MAX_SECONDS);
    expect(longest.split('.')).toHaveLength(3);
  });
});

describe('Google/Apple configuration', () => {
  it('enables nothing by default', () => {
    expect(loadConfig(base).oidc).toEqual({});
  });

  it('enables Google with the client id and secret (default issuer accounts.google.com)', () => {
    const { oidc } = loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(oidc.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(oidc.apple).toBeUndefined();
  });

  it('enables Apple with all four variables; the PEM may use \\n escapes; default issuer appleid.apple.com', async () => {
    const { pem } = await appleKeyPair();
    const { oidc } = loadConfig({
      ...base,
      APPLE_CLIENT_ID: 'com.plume.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'ABC123DEFG',
      APPLE_PRIVATE_KEY: pem.trim().replaceAll('\n', '\\n'),
    });
    expect(oidc.apple?.issuer).toBe('https://appleid.apple.com');
    expect(oidc.apple?.privateKey).toBe(pem.trim());
  });

  it('a partial set is a configuration error naming each missing variable', () => {
    const error = (() => {
      try {
        loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 'T', APPLE_KEY_ID: 'K' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const variables = (error as ConfigError).problems.map((p) => p.variable).sort();
    expect(variables).toEqual(['APPLE_CLIENT_ID', 'APPLE_PRIVATE_KEY', 'GOOGLE_CLIENT_SECRET']);
    expect((error as ConfigError).message).toMatch(
      /GOOGLE_CLIENT_SECRET: is required to enable Google sign-in/,
    );
    // An issuer alone is a partial set too.
    expect(() => loadConfig({ ...base, GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(
      /GOOGLE_CLIENT_ID/,
    );
  });

  it('issuers must be https, except http on this machine', () => {
    const google = { ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'http://accounts.example' })).toThrow(
      /GOOGLE_ISSUER/,
    );
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'not a url' })).toThrow(/GOOGLE_ISSUER/);
    expect(loadConfig({ ...google, GOOGLE_ISSUER: 'http://127.0.0.1:9123/' }).oidc.google?.issuer).toBe(
      'http://127.0.0.1:9123',
    );
    expect(loadConfig({ ...google, GOOGLE_ISSUER: 'http://localhost:9123' }).oidc.google?.issuer).toBe(
      'http://localhost:9123',
    );
  });

  it('a private key that is not a PKCS#8 PEM is refused without echoing it', () => {
    const apple = { ...base, APPLE_CLIENT_ID: 'c', APPLE_TEAM_ID: 't', APPLE_KEY_ID: 'k' };
    try {
      loadConfig({ ...apple, APPLE_PRIVATE_KEY: 'super-secret-not-a-pem' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).message).toMatch(/APPLE_PRIVATE_KEY/);
      expect((error as ConfigError).message).not.toContain('super-secret-not-a-pem');
    }
  });
});

describe('next path after a provider sign-in', () => {
  it('keeps same-site paths', () => {
    expect(safeNextPath('/posts')).toBe('/posts');
    expect(safeNextPath('/posts?tab=drafts#top')).toBe('/posts?tab=drafts#top');
  });

  it('drops anything that could leave the site', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'posts',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      '/a//b',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });

  it('lands on /dashboard or next, with signed_in=1', () => {
    expect(landingPath(null)).toBe('/dashboard?signed_in=1');
    expect(landingPath('/posts?tab=drafts#top')).toBe('/posts?tab=drafts&signed_in=1#top');
  });
});

describe('email_verified', () => {
  it('is true only for true or "true"', () => {
    expect(isEmailVerified(true)).toBe(true);
    expect(isEmailVerified('true')).toBe(true);
    for (const v of [false, 'false', 'TRUE', 1, undefined, null]) expect(isEmailVerified(v)).toBe(false);
  });
});
