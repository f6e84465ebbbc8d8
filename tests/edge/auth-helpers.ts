import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../../edge/config.ts';
import type { Db } from '../../edge/db/client.ts';
import { authEvents } from '../../edge/db/schema/index.ts';
import type { Random, StaticFiles } from '../../edge/deps.ts';
import type { ContentModel } from '../../edge/engines/model/content-model.ts';
import type { SourceReaders } from '../../edge/engines/sources/readers/index.ts';
import type { Mailer, MailMessage } from '../../edge/features/mail/mailer.ts';
import type { PaymentGateway } from '../../edge/features/payments/gateway.ts';
import { type ApiClient, apiClient, type Caller, type JsonBody, read } from './api-client.ts';
import {
  buildApp,
  fixedClock,
  openTestDatabase,
  perSuite,
  type TestDatabase,
  type TestDriver,
  testConfig,
} from './helpers.ts';

/** A deterministic CSPRNG stand-in (xorshift32), so a scripted run is the same on every machine. */
export function seededRandom(seed = 0x9e3779b9): Random {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  return {
    bytes(n) {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i += 1) out[i] = next() & 0xff;
      return out;
    },
  };
}

export const START = '2026-01-15T12:00:00Z';
export const IP = '203.0.113.5';

/** The code in a sign-in mail (its subject ends with it) or undefined for other mails. */
export const codeOf = (mail: MailMessage | undefined): string | undefined =>
  mail ? /\b(\d{4})$/.exec(mail.subject)?.[1] : undefined;

/** The one-click link token in a sign-in mail. */
export const linkOf = (mail: MailMessage | undefined): string | undefined =>
  mail ? /[?&]link=([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1] : undefined;

/** How many auth_events rows of `kind` there are (for one subject, or for any). */
export async function countAuthEvents(db: Db, kind: string, subject?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authEvents)
    .where(
      subject === undefined
        ? eq(authEvents.kind, kind)
        : and(eq(authEvents.kind, kind), eq(authEvents.subject, subject)),
    );
  return row?.n ?? 0;
}

/** A wrong answer for `code` (any other four digits). */
export const wrongFor = (code: string | undefined): string => (code === '0000' ? '0001' : '0000');

export type AuthHarness = Awaited<ReturnType<typeof authHarness>>;

/** One auth harness for the enclosing describe block (or file): see perSuite. */
export const suiteAuthHarness = (driver?: TestDriver, options: Parameters<typeof authHarness>[1] = {}) =>
  perSuite(() => authHarness(driver, options));

/** What the profile form sends (PUT /api/user/info), the whole profile at once. */
export type ProfileForm = JsonBody<ApiClient['user']['info']['$put']>;

/**
 * A profile form with only the name filled in (Ada, en-US, no handles): a test adds what it is about,
 * usually the handles a run reads.
 */
export function profileForm(overrides: Partial<ProfileForm> = {}): ProfileForm {
  return {
    name: 'Ada',
    professional_title: '',
    background: '',
    target_audience: '',
    testimonials: '',
    language: 'en-US',
    your_handles: [],
    related_handles: [],
    ...overrides,
  };
}

/** A database, an app with a fake clock and a capturing mailer, and helpers to drive sign-in. */
export async function authHarness(
  driver: TestDriver = 'pglite',
  options: {
    env?: Record<string, string>;
    config?: Config;
    random?: Random;
    /** Runs before each mail is kept; throw from it to make the transport fail for that mail. */
    beforeSend?: (mail: MailMessage) => void;
    /** The payment processor (default: the embedded test-mode checkout). */
    payments?: PaymentGateway;
    /** The content model (default: the embedded offline demo model). */
    model?: ContentModel;
    /** A database opened elsewhere (the Neon driver's); `driver` is then ignored. */
    database?: TestDatabase;
    /** Readers of open networks' public posts (default: none). */
    sources?: SourceReaders;
    /** The built SPA the app serves (default: none, as when it is not built). */
    staticFiles?: StaticFiles;
  } = {},
) {
  const t = options.database ?? (await openTestDatabase(driver));
  const clock = fixedClock(START);
  const config = options.config ?? testConfig(options.env ?? {});
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    async send(mail) {
      options.beforeSend?.(mail);
      mails.push(mail);
    },
  };
  const { app, logs, logger, payments } = buildApp(t.db, {
    clock,
    config,
    mailer,
    ...(options.random ? { random: options.random } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(options.sources ? { sources: options.sources } : {}),
    ...(options.staticFiles ? { staticFiles: options.staticFiles } : {}),
  });
  const base = new URL(config.appUrl ?? 'http://localhost:8787').origin;

  /**
   * The API, typed by its routes, as the SPA calls it (same origin, the caller's cookie); what tests
   * of JSON routes use. `call` below stays for what the SPA never sends (raw paths and bodies).
   */
  const api = (cookie?: string, caller: Omit<Caller, 'cookie'> = {}) =>
    apiClient(app, base, { ...caller, cookie, ip: caller.ip ?? IP });

  /** A raw request: any path, method and JSON body, as a script or an attacker could send it. */
  const call = (
    path: string,
    init: { method?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    read(
      app.request(
        `${base}${path}`,
        {
          method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
          headers: {
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...init.headers,
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        },
        { remoteAddr: init.ip ?? IP },
      ),
    );

  const lastMailTo = (email: string) => mails.filter((m) => m.to === email).at(-1);

  /** The sign-in calls, one a step (SPEC §7), answering whatever the server says. */
  const ask = (email: string, flow: 'login' | 'signup' = 'login', ip = IP) =>
    read(api(undefined, { ip }).user.authenticate[flow].$post({ json: { email } }));
  const openLink = (token: string) => read(api().user.authenticate.link.$post({ json: { token } }));
  const identityToken = (customToken: string) =>
    read(api().identity.token.$post({ json: { custom_token: customToken } }));
  const createSession = (idToken: string, cookie?: string) =>
    read(api(cookie).user['create-session'].$post({ json: { id_token: idToken } }));
  const logout = (cookie?: string) => read(api(cookie).user.logout.$post());

  /** Asks for a code and returns it (fails the test when no code mail arrives). */
  async function requestCode(email: string, flow: 'login' | 'signup' = 'signup', ip = IP) {
    const before = mails.length;
    const r = await ask(email, flow, ip);
    if (r.status !== 200) throw new Error(`code request ${r.status}: ${JSON.stringify(r.body)}`);
    const mail = mails.slice(before).at(-1);
    return { code: codeOf(mail), link: linkOf(mail), mail };
  }

  const verify = (email: string, otp: string, ip = IP, flow: 'login' | 'signup' = 'login') =>
    read(api(undefined, { ip }).user.authenticate[flow]['verify-otp'].$post({ json: { email, otp } }));

  /** custom token → ID token → session; returns the Set-Cookie header and the name=value pair. */
  async function finishSignIn(customToken: string, cookie?: string) {
    const idt = await identityToken(customToken);
    if (idt.status !== 200) throw new Error(`identity/token ${idt.status}`);
    const cs = await createSession(String(idt.body.id_token), cookie);
    if (cs.status !== 200) throw new Error(`create-session ${cs.status}`);
    const setCookie = cs.res.headers.get('set-cookie') ?? '';
    return { setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  /** The whole e-mail sign-in: code request, verify, exchange, session. */
  async function signIn(email: string, options: { cookie?: string; ip?: string } = {}) {
    // signup mails a code to known and unknown addresses alike (login invites unknown ones instead)
    const { code } = await requestCode(email, 'signup', options.ip);
    const v = await verify(email, code ?? '', options.ip);
    if (v.status !== 200) throw new Error(`verify ${v.status}: ${JSON.stringify(v.body)}`);
    return finishSignIn(String(v.body['custom-token']), options.cookie);
  }

  const userInfo = (cookie: string) => read(api(cookie).user.info.$get());
  /** The profile form's save (PUT /api/user/info), with the whole profile as the SPA sends it. */
  const saveProfile = (cookie: string, profile: ProfileForm) =>
    read(api(cookie).user.info.$put({ json: profile }));

  return {
    db: t.db,
    /** The server-side database URL (pg driver only). */
    url: t.url,
    dispose: t.dispose,
    app,
    clock,
    config,
    logs,
    mails,
    /** What `npm run admin` gets: the same database, configuration, clock, mailer and logger. */
    adminDeps: { db: t.db, config, clock, mailer, logger, payments },
    payments,
    base,
    api,
    call,
    lastMailTo,
    ask,
    openLink,
    identityToken,
    createSession,
    logout,
    requestCode,
    verify,
    finishSignIn,
    signIn,
    userInfo,
    saveProfile,
    /** Moves the fake clock forward. */
    advance(ms: number) {
      clock.set(new Date(clock.now().getTime() + ms).toISOString());
    },
  };
}
