import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  activities,
  blobs,
  concepts,
  generations,
  handleExamples,
  identities,
  posts,
  sessions,
  supportMessages,
  walletLedger,
} from '../../edge/db/schema/index.ts';
import type { TestModeGateway } from '../../edge/features/payments/test-gateway.ts';
import { read } from './api-client.ts';
import { generationHarness } from './generation-helpers.ts';
import type { TestDriver } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

export type AccountHarness = Awaited<ReturnType<typeof accountHarness>>;

/** What someone typed that a spreadsheet would run as a formula (the CSV must open it as text). */
export const FORMULA = '=HYPERLINK("http://evil.example","Click")';

/** The generation harness plus the Account section's calls and a person with data in every table. */
export async function accountHarness(driver: TestDriver, env: Record<string, string> = {}) {
  const g = await generationHarness(driver, { env: { SUPPORT_EMAIL: 'support@plume.example', ...env } });

  const exportData = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    g.api(cookie, { headers }).user.export.$post();
  const askDeletion = (cookie: string | undefined) => read(g.api(cookie).user.account.delete.$post());
  const confirmDeletion = (cookie: string | undefined, otp: string) =>
    read(g.api(cookie).user.account.delete['verify-otp'].$post({ json: { otp } }));

  /** The 4 digits of the newest mail to `email` (the deletion mail's subject ends with them). */
  const newestCode = (email: string) => /(\d{4})$/.exec(g.lastMailTo(email)?.subject ?? '')?.[1] ?? '';

  /** Asks for a deletion code and returns it with the answer. */
  async function deletionCode(cookie: string, email: string) {
    const asked = await askDeletion(cookie);
    if (asked.status !== 200) throw new Error(`delete ${asked.status}: ${JSON.stringify(asked.body)}`);
    return { asked, code: newestCode(email) };
  }

  /** A recharge paid at the test-mode checkout and verified, as the success page does. */
  async function recharge(cookie: string) {
    const r = await read(
      g.api(cookie).user.wallet.recharge[':priceId'].$post({ param: { priceId: 'creator' } }),
    );
    const id = String(r.body.url).split('/').at(-1) ?? '';
    (g.payments as TestModeGateway).pay(id);
    const v = await read(
      g.api(cookie).user['wallet-recharge'].session[':sessionId'].$post({ param: { sessionId: id } }),
    );
    if (v.status !== 200) throw new Error(`verify ${v.status}`);
    return id;
  }

  /** A person whose profile is complete enough for a concept run. */
  async function runner(balanceCents: number) {
    const p = await g.person(balanceCents);
    const saved = await g.saveProfile(p.cookie, {
      name: 'Runner',
      professional_title: 'Baker',
      background: 'Bakes bread',
      target_audience: 'Neighbours',
      testimonials: '',
      language: 'en-US',
      your_handles: [{ type: 'instagram', reference: 'runner' }],
      related_handles: [],
    });
    if (saved.status !== 200) throw new Error(`profile ${saved.status}: ${JSON.stringify(saved.body)}`);
    return p;
  }

  /**
   * A person with a row in every table the export and the deletion cover: a profile with handles and
   * example posts pasted for one (a would-be formula among them), a concept run, posts drafted from an image, a post saved from text (with a would-be formula), a
   * support message, a recharge, and the activities all of that wrote. `marker` is in their texts.
   */
  async function filledPerson(marker: string) {
    const p = await g.person(2_00);
    const saved = await g.saveProfile(p.cookie, {
      name: `Name ${marker}`,
      professional_title: 'Baker',
      background: `Bakes bread (${marker})`,
      target_audience: 'Neighbours',
      testimonials: '',
      language: 'en-US',
      your_handles: [{ type: 'instagram', reference: `@${marker}` }],
      related_handles: [],
    });
    if (saved.status !== 200) throw new Error(`profile ${saved.status}: ${JSON.stringify(saved.body)}`);
    const pasted = await read(
      g.api(p.cookie).user.handles.examples.$put({
        json: { type: 'instagram', reference: marker, examples: [`${FORMULA} example ${marker}`, 'Second'] },
      }),
    );
    if (pasted.status !== 200) throw new Error(`examples ${pasted.status}`);
    g.advance(1000);
    if ((await g.generateConcepts(p.cookie, {})).status !== 200) throw new Error('concepts');
    g.advance(1000);
    const png = pngPicture(10, 10) as Uint8Array<ArrayBuffer>;
    const files = [new File([png], 'p.png', { type: 'image/png' })];
    const drafted = await g.draftPosts(p.cookie, { query: {}, form: { files } });
    if (drafted.status !== 200) throw new Error(`draft ${drafted.status}`);
    g.advance(1000);
    const own = await g.savePost(p.cookie, { title: `Own ${marker}`, content: `${FORMULA} ${marker}` });
    if (own.status !== 200) throw new Error(`save ${own.status}`);
    const formula = await g.savePost(p.cookie, { title: FORMULA, content: `-5 tips ${marker}` });
    if (formula.status !== 200) throw new Error(`save ${formula.status}`);
    const sent = await read(
      g.api(p.cookie).user.support['send-message'].$post({ json: { text: `@team Help ${marker}` } }),
    );
    if (sent.status !== 200) throw new Error(`support ${sent.status}`);
    const checkoutId = await recharge(p.cookie);
    g.advance(1000);
    return { ...p, checkoutId };
  }

  /** How many rows of each table of personal data the user has. */
  async function rowsOf(userId: string) {
    const countOf = async (
      table:
        | typeof activities
        | typeof blobs
        | typeof concepts
        | typeof generations
        | typeof handleExamples
        | typeof identities
        | typeof posts
        | typeof sessions
        | typeof supportMessages
        | typeof walletLedger,
    ) =>
      (await g.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId)))[0]
        ?.n ?? 0;
    return {
      activities: await countOf(activities),
      blobs: await countOf(blobs),
      concepts: await countOf(concepts),
      generations: await countOf(generations),
      handleExamples: await countOf(handleExamples),
      identities: await countOf(identities),
      posts: await countOf(posts),
      sessions: await countOf(sessions),
      supportMessages: await countOf(supportMessages),
      ledger: await countOf(walletLedger),
    };
  }

  return {
    ...g,
    exportData,
    askDeletion,
    confirmDeletion,
    newestCode,
    deletionCode,
    recharge,
    runner,
    filledPerson,
    rowsOf,
  };
}

/** The archive's files, text ones decoded. */
export function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(bytes)));
}
export const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array());
