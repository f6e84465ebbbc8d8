import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  blobs,
  concepts,
  posts,
  type supportMessages,
  walletLedger,
} from '../../edge/db/schema/index.ts';
import { type AccountHarness, accountHarness, FORMULA, text, unzip } from './account-helpers.ts';
import { drivers } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const TABLES = [
  'profile',
  'handles',
  'handle-examples',
  'concepts',
  'posts',
  'saved-posts',
  'wallet-ledger',
  'receipts',
  'activities',
  'support-messages',
  'captions',
];

describe.each(drivers)('data export on %s', (driver) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await accountHarness(driver);
  });
  afterAll(() => h.dispose());

  async function download(cookie: string) {
    const res = await h.exportData(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="plume-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    return unzip(new Uint8Array(await res.arrayBuffer()));
  }
  const json = (files: Map<string, Uint8Array>, name: string) =>
    JSON.parse(text(files.get(`${name}.json`))) as Record<string, unknown>[];
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  it('holds every row of the person and none of anyone else', async () => {
    const me = await h.filledPerson('alpha_marker');
    const other = await h.filledPerson('omega_marker');
    const files = await download(me.cookie);

    expect([...files.keys()].filter((f) => !f.startsWith('images/')).sort()).toEqual(
      ['README.txt', ...TABLES.flatMap((t) => [`${t}.json`, `${t}.csv`])].sort(),
    );
    const readme = text(files.get('README.txt'));
    for (const table of TABLES) expect(readme).toContain(`${table}.json, ${table}.csv:`);

    expect(json(files, 'profile')).toEqual([
      expect.objectContaining({
        email: me.email,
        name: 'Name alpha_marker',
        balance_usd: expect.any(Number),
      }),
    ]);
    expect(json(files, 'handles')).toEqual([{ list: 'yours', type: 'instagram', reference: 'alpha_marker' }]);
    expect(json(files, 'handle-examples')).toEqual([
      {
        type: 'instagram',
        reference: 'alpha_marker',
        examples: [`${FORMULA} example alpha_marker`, 'Second'],
        updated_at: expect.any(String),
      },
    ]);
    const of = (table: typeof concepts | typeof posts) =>
      h.db.select({ id: table.id }).from(table).where(eq(table.userId, me.id));
    expect(ids(json(files, 'concepts') as { id: string }[])).toEqual(ids(await of(concepts)));
    const exportedPosts = json(files, 'posts') as {
      id: string;
      saved_at: string | null;
      images: { file: string | null }[];
    }[];
    expect(ids(exportedPosts)).toEqual(ids(await of(posts)));
    expect(ids(json(files, 'saved-posts') as { id: string }[])).toEqual(
      ids(exportedPosts.filter((p) => p.saved_at !== null)),
    );
    const count = async (table: typeof walletLedger | typeof activities | typeof supportMessages) =>
      (await h.db.select({ id: table.id }).from(table).where(eq(table.userId, me.id))).length;
    expect(json(files, 'wallet-ledger')).toHaveLength(await count(walletLedger));
    expect(json(files, 'activities')).toHaveLength(await count(activities));
    expect(json(files, 'support-messages')).toEqual([
      expect.objectContaining({ text: '@team Help alpha_marker' }),
    ]);
    expect(json(files, 'receipts')).toEqual([
      expect.objectContaining({ checkout_id: me.checkoutId, status: 'credited', price_paid: 15 }),
    ]);

    // Every image of the person, as the bytes stored, and each post image names its file.
    const stored = await h.db.select().from(blobs).where(eq(blobs.userId, me.id));
    expect(stored.length).toBeGreaterThan(0);
    const images = [...files.keys()].filter((f) => f.startsWith('images/'));
    expect(images.sort()).toEqual(stored.map((b) => `images/${b.id}.png`).sort());
    for (const b of stored) expect(files.get(`images/${b.id}.png`)).toEqual(new Uint8Array(b.bytes ?? []));
    const named = exportedPosts.flatMap((p) => p.images.map((i) => i.file));
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(files.has(String(file))).toBe(true);

    // Nothing of the other person anywhere: not their address, texts, posts or images.
    const theirPosts = await h.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, other.id));
    const theirBlobs = await h.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.userId, other.id));
    const everything = [...files.values()].map(text).join('\n') + [...files.keys()].join('\n');
    for (const secret of [
      other.email,
      other.id,
      'omega_marker',
      other.checkoutId,
      ...theirPosts.map((p) => p.id),
      ...theirBlobs.map((b) => b.id),
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('opens a would-be formula as text in every CSV, and keeps the JSON as typed', async () => {
    const me = await h.filledPerson('csv_marker');
    const files = await download(me.cookie);
    const csv = text(files.get('posts.csv'));
    // A byte-order mark first (spreadsheets then read UTF-8), then the header.
    expect([...(files.get('posts.csv') ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.startsWith('post_id,source,post_title,')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain(`'-5 tips csv_marker`);
    expect(csv).not.toMatch(/(^|,|")=HYPERLINK/m);
    expect(csv).not.toMatch(/(^|,)-5 tips/m);
    expect(text(files.get('saved-posts.csv'))).toContain(`"'=HYPERLINK(`);
    expect(text(files.get('support-messages.csv'))).toContain(`,'@team Help csv_marker,`);
    expect(text(files.get('handle-examples.csv'))).toMatch(
      /^\uFEFF?type,reference,position,text,updated_at\r?\ninstagram,csv_marker,1,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\) example csv_marker",/,
    );
    // Amounts Plume writes stay numbers (a charge is negative).
    expect(text(files.get('wallet-ledger.csv'))).toMatch(/,reservation,-\d+(\.\d+)?,/);
    expect(JSON.stringify(json(files, 'posts'))).toContain(JSON.stringify(FORMULA).slice(1, -1));
  });

  it('gives one export per hour per person (429 with Retry-After), then another', async () => {
    const me = await h.person(0);
    await download(me.cookie);
    const again = await h.exportData(me.cookie);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBe(3600);
    expect(await again.json()).toMatchObject({ code: 'export_rate_limited' });
    // Someone else's hour is their own.
    await download((await h.person(0)).cookie);
    h.advance(HOUR - 60_000);
    expect(Number((await h.exportData(me.cookie)).headers.get('retry-after'))).toBe(60);
    h.advance(60_000);
    await download(me.cookie);
  });

  it('answers only a signed-in POST from the app itself', async () => {
    const me = await h.person(0);
    expect((await h.exportData(undefined)).status).toBe(401);
    const forged = await h.exportData(me.cookie, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const link = await h.call('/api/user/export', { headers: { cookie: me.cookie } });
    expect(link.status).toBe(404);
    // Neither refusal spent the hour.
    await download(me.cookie);
  });
});
