import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, blobs, generations, walletLedger } from '../../edge/db/schema/index.ts';
import { IDEMPOTENCY_KEY_REUSED, MODEL_FAILED } from '../../edge/engines/runs/contract.ts';
import { TOO_MANY_IMAGES, UNKNOWN_STYLE, URL_TOO_LONG } from '../../edge/features/posts/contract.ts';
import { MALFORMED_MULTIPART } from '../../edge/http/validator.ts';
import { read } from './api-client.ts';
import { type DraftPostsArgs, suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import {
  containsText,
  jpegPicture,
  pngChunk,
  pngHeader,
  pngPicture,
  SECRET_PLACE,
  webpAnimated,
  webpExtended,
} from './image-fixtures.ts';
import { cutUpload, UPLOAD_CUTS } from './multipart-cuts.ts';

const POST = '/api/user/generate/post';

type Created = { id: string; title: string; content: string; content_url: string | null; created_at: string };
type Answer = {
  success: boolean;
  data: Created[];
  failed: number;
  message?: string;
  current_balance: number;
  model: { offline: boolean; label: string };
  code?: string;
};

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const png = (w = 40, h = 30, name = 'photo.png') =>
  file(pngPicture(w, h, { metadata: true }), name, 'image/png');

describe.each(drivers)('POST /api/user/generate/post on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  const answerOf = async (pending: Promise<{ text(): Promise<string> }> | Response) => {
    const res = (await pending) as Response;
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text);
    } catch {}
    return { res, status: res.status, body, answer: body as unknown as Answer };
  };

  /** Sends the request as the SPA does (typed client): multipart with the files, the texts as query parameters. */
  const draft = (
    cookie: string | undefined,
    files: File[],
    options: {
      query?: DraftPostsArgs['query'];
      fields?: Omit<DraftPostsArgs['form'], 'files'>;
      headers?: Record<string, string>;
    } = {},
  ) =>
    answerOf(
      g
        .api(cookie, { ip: '203.0.113.9', ...(options.headers ? { headers: options.headers } : {}) })
        .user.generate.post.$post({ query: options.query ?? {}, form: { files, ...options.fields } }),
    );

  /** Sends what the SPA never does (another body type, a cut body, a field of the wrong kind): raw. */
  function draftRaw(
    cookie: string,
    files: File[],
    options: { fields?: Record<string, string>; headers?: Record<string, string>; body?: BodyInit } = {},
  ) {
    const form = new FormData();
    for (const f of files) form.append('files', f);
    for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
    return answerOf(
      g.app.request(
        `${g.base}${POST}`,
        {
          method: 'POST',
          headers: { origin: g.base, cookie, ...options.headers },
          body: options.body ?? form,
        },
        { remoteAddr: '203.0.113.9' },
      ),
    );
  }

  const image = (cookie: string, url: string) =>
    g.app.request(`${g.base}${url}`, { headers: { cookie } }, { remoteAddr: '203.0.113.9' });

  it('refuses a visitor with 401', async () => {
    expect((await draft(undefined, [png()])).status).toBe(401);
  });

  it('drafts a post per image, stores the image without its metadata, and serves it to its owner only', async () => {
    const p = await g.person(1_00);
    const r = await draft(p.cookie, [png(64, 48)], {
      query: { style: 'storytelling', media_context: 'Our new loaf', topic_details: 'Launch day' },
    });
    expect(r.status).toBe(200);
    expect(r.answer).toMatchObject({ success: true, failed: 0, current_balance: 0.7 });
    expect(r.answer.message).toBeUndefined();
    const [post] = r.answer.data;
    expect(post?.content_url).toMatch(/^\/api\/user\/images\/[A-Za-z0-9_-]{43}$/);
    expect(await g.money(p.id)).toEqual({ balanceCents: 70, ledgerSum: 70 });

    const call = g.model.postCalls.at(-1);
    expect(call).toMatchObject({
      style: { value: 'storytelling', label: 'Storytelling' },
      mediaContext: 'Our new loaf',
      topicDetails: 'Launch day',
      additionalInstructions: '',
      images: [{ mime: 'image/png', width: 64, height: 48 }],
    });
    expect(containsText(call?.images[0]?.bytes ?? new Uint8Array(), SECRET_PLACE)).toBe(false);

    const served = await image(p.cookie, post?.content_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(containsText(bytes, SECRET_PLACE)).toBe(false);
    expect(Array.from(bytes)).toEqual(Array.from(call?.images[0]?.bytes ?? []));

    const q = await g.person(0);
    expect((await image(q.cookie, post?.content_url ?? '')).status).toBe(404);
    expect((await g.app.request(`${g.base}${post?.content_url}`)).status).toBe(401);
    expect((await image(p.cookie, '/api/user/images/not-an-id')).status).toBe(404);

    const acts = await g.db.select().from(activities).where(eq(activities.userId, p.id));
    expect(acts.filter((a) => a.type === 'generation').map((a) => a.message)).toEqual([
      'Drafted 1 post from images ($0.30).',
    ]);
  });

  it('lets the browser keep an image only while the owner check passes: 304 for a current copy, then 404 once deleted, 401 once signed out', async () => {
    const p = await g.person(1_00);
    const r = await draft(p.cookie, [png(), png(30, 40)]);
    const [kept, deleted] = r.answer.data;
    const url = kept?.content_url ?? '';
    const served = await image(p.cookie, url);
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}-\d+"$/);
    const revalidate = (cookie: string | undefined, path: string, tag: string) =>
      g.app.request(
        `${g.base}${path}`,
        { headers: { 'if-none-match': tag, ...(cookie ? { cookie } : {}) } },
        { remoteAddr: '203.0.113.9' },
      );
    const current = await revalidate(p.cookie, url, etag);
    expect(current.status).toBe(304);
    expect(current.headers.get('cache-control')).toBe('private, no-cache');
    expect(current.headers.get('etag')).toBe(etag);
    expect(await current.text()).toBe('');
    // Another person's copy of the tag gets no 304 for it: the owner check comes first.
    expect((await revalidate((await g.person(0)).cookie, url, etag)).status).toBe(404);

    const deletedUrl = deleted?.content_url ?? '';
    const deletedTag = (await image(p.cookie, deletedUrl)).headers.get('etag') ?? '';
    const remove = g.api(p.cookie).user.generation[':kind'][':id'].$delete({
      param: { kind: 'posts', id: String(deleted?.id) },
    });
    expect((await read(remove)).status).toBe(200);
    expect((await revalidate(p.cookie, deletedUrl, deletedTag)).status).toBe(404);

    expect((await g.logout(p.cookie)).status).toBe(200);
    expect((await revalidate(p.cookie, url, etag)).status).toBe(401);
  });

  it('decides the type by magic bytes: a PNG named .jpg and sent as image/jpeg is stored and served as PNG', async () => {
    const p = await g.person(1_00);
    const r = await draft(p.cookie, [file(pngPicture(20, 20), 'holiday.jpg', 'image/jpeg')]);
    expect(r.status).toBe(200);
    expect(g.model.postCalls.at(-1)?.images[0]?.mime).toBe('image/png');
    const served = await image(p.cookie, r.answer.data[0]?.content_url ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('drafts from a JPEG too, with the EXIF location gone', async () => {
    const p = await g.person(1_00);
    const r = await draft(p.cookie, [
      file(jpegPicture(32, 16, { orientation: 6, metadata: true }), 'a.jpg', 'image/jpeg'),
    ]);
    expect(r.status).toBe(200);
    const [stored] = await g.db.select().from(blobs).where(eq(blobs.userId, p.id));
    expect(stored?.mime).toBe('image/jpeg');
    expect(containsText(stored?.bytes ?? new Uint8Array(), SECRET_PLACE)).toBe(false);
  });

  it('keeps a GPS position in C2PA (JPEG APP11, PNG caBX) or EXIF under another chunk name from storage, the browser and the model', async () => {
    const p = await g.person(1_00);
    const calls = g.model.postCalls.length;
    const r = await draft(p.cookie, [
      file(
        jpegPicture(32, 16, { planted: ['a C2PA manifest with a GPS assertion (APP11 JUMBF)'] }),
        'signed.jpg',
        'image/jpeg',
      ),
      file(
        pngPicture(20, 10, {
          planted: ['a C2PA manifest with a GPS assertion (caBX)', 'EXIF under the type exIf'],
        }),
        'signed.png',
        'image/png',
      ),
    ]);
    expect(r.status).toBe(200);
    expect(r.answer.data).toHaveLength(2);
    const sent = g.model.postCalls.slice(calls).map((call) => call.images[0]?.bytes);
    expect(sent).toHaveLength(2);
    const served = await Promise.all(
      r.answer.data.map(async (post) => {
        const res = await image(p.cookie, post.content_url ?? '');
        return new Uint8Array(await res.arrayBuffer());
      }),
    );
    for (const bytes of [...sent, ...served]) {
      expect(bytes?.length).toBeGreaterThan(0);
      expect(containsText(bytes ?? new Uint8Array(), SECRET_PLACE)).toBe(false);
      expect(containsText(bytes ?? new Uint8Array(), 'GPS')).toBe(false);
    }
  });

  it('drafts from a PNG and a WebP as what they are, and the offline text is only what a person would post', async () => {
    const p = await g.person(1_00);
    const r = await draft(
      p.cookie,
      [png(48, 64, 'shop.png'), file(webpExtended(64, 48, { metadata: true }), 'stall.webp', 'image/webp')],
      { query: { topic_details: 'Saturday market', additional_instructions: 'Keep it short.' } },
    );
    expect(r.status).toBe(200);
    // The model is told each image's true format, and each is stored and served as that format.
    expect(g.model.postCalls.slice(-2).map((call) => call?.images[0]?.mime)).toEqual([
      'image/png',
      'image/webp',
    ]);
    const served = await Promise.all(r.answer.data.map((post) => image(p.cookie, post.content_url ?? '')));
    expect(served.map((res) => res.headers.get('content-type'))).toEqual(['image/png', 'image/webp']);
    // Copy and Download hand the body over as it is: no image facts, no model label, no brief.
    expect(r.answer.data).toHaveLength(2);
    for (const post of r.answer.data) {
      expect(post.content).toContain('Saturday market');
      expect(post.content).not.toMatch(/Image:|Drafted by|offline demo model|JPEG|PNG|WebP|Keep it short/);
    }
  });

  describe('refuses a bad upload with a clear 4xx, charging and storing nothing', () => {
    const cases: Array<[string, () => File[], number, string | RegExp]> = [
      [
        'a text file sent as PNG',
        () => [file(new TextEncoder().encode('hello, not a picture'), 'a.png', 'image/png')],
        415,
        'a.png is not a JPEG, PNG or WebP image.',
      ],
      [
        'an empty file',
        () => [file(new Uint8Array(), 'empty.png', 'image/png')],
        415,
        /empty\.png is not a JPEG/,
      ],
      [
        'a 40 MP image',
        () => [file(pngHeader(8000, 5000), 'huge.png', 'image/png')],
        400,
        /huge\.png is 8000 × 5000 pixels/,
      ],
      [
        'a side over 2048 pixels',
        () => [file(pngHeader(3000, 100), 'wide.png', 'image/png')],
        400,
        /wide\.png is 3000 × 100 pixels/,
      ],
      ['11 files', () => Array.from({ length: 11 }, (_, i) => png(8, 8, `p${i}.png`)), 400, TOO_MANY_IMAGES],
      [
        'a file over 8 MB',
        () => [file(new Uint8Array(8 * 1024 * 1024 + 1), 'big.png', 'image/png')],
        413,
        'big.png is larger than 8 MB.',
      ],
      [
        'a truncated PNG',
        () => [file(pngPicture(20, 20).slice(0, 60), 'cut.png', 'image/png')],
        415,
        /cut\.png is not a complete PNG image/,
      ],
      [
        'a PNG without image data',
        () => [
          file(new Uint8Array([...pngHeader(20, 20), ...pngChunk('IEND', [])]), 'blank.png', 'image/png'),
        ],
        415,
        /blank\.png is not a complete PNG image/,
      ],
      [
        'a WebP whose animation frame holds a chunk running past it',
        () => {
          const broken = webpAnimated(8, 6);
          new DataView(broken.buffer).setUint32(72, 0xffff, true); // the first frame's ALPH size
          return [file(broken, 'moving.webp', 'image/webp')];
        },
        415,
        /moving\.webp is not a complete WebP image/,
      ],
    ];
    it.each(cases)('%s', async (_, files, status, message) => {
      const p = await g.person(10_00);
      const before = await g.footprint(p.id);
      const r = await draft(p.cookie, files());
      expect(r.status).toBe(status);
      expect(String(r.body.message)).toMatch(message);
      expect(await g.footprint(p.id)).toEqual(before);
      expect(await g.db.select().from(blobs).where(eq(blobs.userId, p.id))).toEqual([]);
    });

    it('more than 40 MB in all (413 before the body is read)', async () => {
      const p = await g.person(10_00);
      const before = await g.footprint(p.id);
      const chunk = () => file(new Uint8Array(7.5 * 1024 * 1024), 'x.png', 'image/png');
      const r = await draft(p.cookie, Array.from({ length: 6 }, chunk));
      expect(r.status).toBe(413);
      expect(await g.footprint(p.id)).toEqual(before);
    });

    it('an over-long URL (414, texts belong in form fields then)', async () => {
      const p = await g.person(10_00);
      const r = await draft(p.cookie, [png()], { query: { topic_details: 'é'.repeat(2000) } });
      expect(r.status).toBe(414);
      expect(r.body.message).toBe(URL_TOO_LONG);
    });

    it('a JSON body (415)', async () => {
      const p = await g.person(10_00);
      const r = await draftRaw(p.cookie, [], {
        body: JSON.stringify({ style: 'e-commerce' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status).toBe(415);
    });

    it.each(UPLOAD_CUTS)('a body cut off %s (400: nothing drafted, nothing charged)', async (where) => {
      const p = await g.person(10_00);
      const before = await g.footprint(p.id);
      const { bytes, type } = await cutUpload(where, [png(), png(30, 20, 'b.png')], {
        topic_details: 'Launch',
      });
      const r = await draftRaw(p.cookie, [], { body: bytes, headers: { 'content-type': type } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ message: MALFORMED_MULTIPART, code: 'malformed_multipart' });
      expect(await g.footprint(p.id)).toEqual(before);
      expect(await g.money(p.id)).toEqual({ balanceCents: 10_00, ledgerSum: 10_00 });
    });

    it('an unknown style, or a text with NUL', async () => {
      const p = await g.person(10_00);
      const before = await g.footprint(p.id);
      const unknown = await draft(p.cookie, [png()], { query: { style: 'gothic' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(UNKNOWN_STYLE);
      const nul = await draft(p.cookie, [png()], { fields: { media_context: 'a\u0000b' } });
      expect(nul.status).toBe(400);
      expect(String(nul.body.message)).toMatch(/^media_context: /);
      const notFile = await draftRaw(p.cookie, [], { fields: { files: 'a string' } });
      expect(notFile.status).toBe(400);
      expect(await g.footprint(p.id)).toEqual(before);
    });
  });

  it('drafts one post from the texts alone (a form body), charging one unit, E-Commerce by default', async () => {
    const p = await g.person(1_00);
    const r = await draftRaw(p.cookie, [], {
      body: new URLSearchParams({ topic_details: 'Weekend opening hours' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(200);
    expect(r.answer.data).toHaveLength(1);
    expect(r.answer.data[0]?.content_url).toBeNull();
    expect(g.model.postCalls.at(-1)).toMatchObject({
      style: { value: 'e-commerce', label: 'E-Commerce' },
      topicDetails: 'Weekend opening hours',
    });
    expect(g.model.postCalls.at(-1)?.images).toEqual([]);
    expect(await g.money(p.id)).toEqual({ balanceCents: 70, ledgerSum: 70 });
  });

  it('takes a multipart field over the query parameter of the same name, so long texts need no URL', async () => {
    const p = await g.person(1_00);
    const long = 'A long brief. '.repeat(200).trim();
    const r = await draft(p.cookie, [png()], {
      query: { topic_details: 'short' },
      fields: { topic_details: long },
    });
    expect(r.status).toBe(200);
    expect(g.model.postCalls.at(-1)?.topicDetails).toBe(long);
  });

  it('charges exactly the images that were drafted when one of three fails', async () => {
    const p = await g.person(1_00);
    g.model.failPost = (req) => req.images[0]?.width === 22;
    const r = await draft(p.cookie, [png(21, 10, 'a.png'), png(22, 10, 'b.png'), png(23, 10, 'c.png')]);
    expect(r.status).toBe(200);
    expect(r.answer.data).toHaveLength(2);
    expect(r.answer).toMatchObject({
      failed: 1,
      message: 'Drafted 2 posts; 1 image failed and was not charged.',
      current_balance: 0.4,
    });
    expect(await g.money(p.id)).toEqual({ balanceCents: 40, ledgerSum: 40 });
    const ledger = await g.db.select().from(walletLedger).where(eq(walletLedger.userId, p.id));
    expect(ledger.filter((l) => l.kind === 'reservation')).toHaveLength(3);
    expect(ledger.filter((l) => l.kind === 'release').map((l) => l.description)).toEqual([
      'Post drafting (image 2 of 3) (the model failed)',
    ]);
    const acts = await g.db.select().from(activities).where(eq(activities.userId, p.id));
    expect(
      acts
        .filter((a) => a.type !== 'adjustment' && a.type !== 'sign-up' && a.type !== 'sign-in')
        .map((a) => a.message)
        .sort(),
    ).toEqual(['Drafted 2 posts from images ($0.60).', 'Returned $0.30: 1 post draft failed.'].sort());
    const [run] = await g.db.select().from(generations).where(eq(generations.userId, p.id));
    expect(run).toMatchObject({ status: 'succeeded', costCents: 60 });
    // Only the drafted images were stored.
    expect(await g.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.userId, p.id))).toHaveLength(2);
  });

  it('gives everything back when every draft fails (502)', async () => {
    const p = await g.person(1_00);
    g.model.failPost = () => true;
    const r = await draft(p.cookie, [png(), png()]);
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ success: false, message: MODEL_FAILED, current_balance: 1 });
    expect(await g.money(p.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });
    expect(await g.db.select().from(blobs).where(eq(blobs.userId, p.id))).toEqual([]);
  });

  it("answers 402 'Out of credits.' when the wallet cannot pay for every image, writing nothing", async () => {
    const p = await g.person(80);
    const before = await g.footprint(p.id);
    const r = await draft(p.cookie, [png(), png(), png()]);
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ message: 'Out of credits.', code: 'out_of_credits' });
    expect(await g.footprint(p.id)).toEqual(before);
    expect(await g.money(p.id)).toEqual({ balanceCents: 80, ledgerSum: 80 });
  });

  it('replays a retried Idempotency-Key without a second charge; other images with it are a 422', async () => {
    const p = await g.person(1_00);
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await draft(p.cookie, [png(30, 30)], { headers: key });
    const again = await draft(p.cookie, [png(30, 30)], { headers: key });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await g.money(p.id)).toEqual({ balanceCents: 70, ledgerSum: 70 });
    const other = await draft(p.cookie, [png(31, 30)], { headers: key });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
  });

  it('drafts at most 3 images at once', async () => {
    const p = await g.person(10_00);
    g.model.hold();
    const calls = g.model.postCalls.length;
    const pending = draft(
      p.cookie,
      Array.from({ length: 5 }, (_, i) => png(10 + i, 10)),
    );
    await g.model.waitingCalls(3);
    expect(g.model.postCalls.length - calls).toBe(3);
    g.model.letGo();
    const r = await pending;
    expect(r.status).toBe(200);
    expect(r.answer.data).toHaveLength(5);
    expect(g.model.postCalls.length - calls).toBe(5);
    expect(await g.money(p.id)).toEqual({ balanceCents: 850, ledgerSum: 850 });
  });
});
