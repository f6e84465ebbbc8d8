import { eq, sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { activities, generations, reservations, users, walletLedger } from '../../edge/db/schema/index.ts';
import {
  type ConceptRequest,
  type ContentModel,
  type DraftedPost,
  type DraftedVariant,
  type FitRequest,
  type GeneratedConcepts,
  ModelError,
  type PostRequest,
  type RefineRequest,
} from '../../edge/engines/model/content-model.ts';
import { OfflineModel } from '../../edge/engines/model/offline-model.ts';
import type { SourceReaders } from '../../edge/engines/sources/readers/index.ts';
import { type ApiClient, type Caller, type JsonBody, read } from './api-client.ts';
import { authHarness } from './auth-helpers.ts';
import { creditUser } from './factories.ts';
import { perSuite, type TestDriver, walletMoney } from './helpers.ts';

/**
 * A ContentModel for tests: answers like the offline model, records every request, can fail on
 * purpose (a whole concept run, or the images a predicate picks), and can hold calls until the test
 * lets them go, so "in flight" is a state the test controls instead of a race it sleeps through.
 */
export class ScriptedModel implements ContentModel {
  readonly label = 'scripted test model';
  readonly offline = false;
  private readonly base = new OfflineModel();
  readonly conceptCalls: ConceptRequest[] = [];
  readonly postCalls: PostRequest[] = [];
  readonly fitCalls: FitRequest[] = [];
  readonly refineCalls: RefineRequest[] = [];
  /** When set, refines throw this. */
  failRefine: Error | null = null;
  /** When set, post drafts answer this instead (e.g. a variant over its limit, or malformed output). */
  postAnswer: ((request: PostRequest) => unknown) | null = null;
  /** When set, concept runs throw this. */
  failConcepts: Error | null = null;
  /** Post drafts for which this answers true throw a ModelError. */
  failPost: (request: PostRequest) => boolean = () => false;
  /** When set, concept runs answer this instead (e.g. malformed output). */
  conceptAnswer: unknown = null;
  private holding = false;
  private held: Array<() => void> = [];
  private arrivals: Array<{ n: number; resolve: () => void }> = [];

  /** From now on every call waits until `letGo()`. */
  hold() {
    this.holding = true;
  }
  /** Lets every held call (and every later one) go on. */
  letGo() {
    this.holding = false;
    for (const go of this.held.splice(0)) go();
  }
  /** Resolves once `n` calls are waiting in hold(). */
  waitingCalls(n: number): Promise<void> {
    if (this.held.length >= n) return Promise.resolve();
    return new Promise((resolve) => this.arrivals.push({ n, resolve }));
  }
  private async gate() {
    if (!this.holding) return;
    await new Promise<void>((resolve) => {
      this.held.push(resolve);
      for (const a of this.arrivals.filter((x) => this.held.length >= x.n)) {
        this.arrivals.splice(this.arrivals.indexOf(a), 1);
        a.resolve();
      }
    });
  }

  async generateConcepts(request: ConceptRequest): Promise<GeneratedConcepts> {
    this.conceptCalls.push(request);
    await this.gate();
    if (this.failConcepts) throw this.failConcepts;
    if (this.conceptAnswer !== null) return this.conceptAnswer as GeneratedConcepts;
    return this.base.generateConcepts(request);
  }

  async draftPost(request: PostRequest): Promise<DraftedPost> {
    this.postCalls.push(request);
    await this.gate();
    if (this.failPost(request)) throw new ModelError('unavailable', 'scripted failure');
    if (this.postAnswer) return this.postAnswer(request) as DraftedPost;
    return this.base.draftPost(request);
  }

  async refineVariant(request: RefineRequest): Promise<DraftedVariant> {
    this.refineCalls.push(request);
    await this.gate();
    if (this.failRefine) throw this.failRefine;
    return this.base.refineVariant(request);
  }

  async fitVariants(request: FitRequest): Promise<DraftedVariant[]> {
    this.fitCalls.push(request);
    return this.base.fitVariants(request);
  }

  /** Back to answering like the offline model: no scripted failure or answer, nothing held. */
  reset() {
    this.failRefine = null;
    this.postAnswer = null;
    this.failConcepts = null;
    this.failPost = () => false;
    this.conceptAnswer = null;
    this.letGo();
  }
}

/** What POST /api/user/generate/concept takes, as the route declares it. */
export type ConceptRequestBody = JsonBody<ApiClient['user']['generate']['concept']['$post']>;

/** What PUT /api/user/generations/post/save takes. */
export type SavePostBody = JsonBody<ApiClient['user']['generations']['post']['save']['$put']>;

/** What POST /api/user/generate/post takes: `query` (the texts) and `form` (the files, or the texts). */
export type DraftPostsArgs = Parameters<ApiClient['user']['generate']['post']['$post']>[0];

export type GenerationHarness = Awaited<ReturnType<typeof generationHarness>>;

let people = 0;

/** An app on `driver` with a ScriptedModel, and helpers to make people and read their money. */
export async function generationHarness(
  driver: TestDriver,
  options: { env?: Record<string, string>; model?: ContentModel; sources?: SourceReaders } = {},
) {
  const scripted = new ScriptedModel();
  const h = await authHarness(driver, {
    model: options.model ?? scripted,
    ...(options.env ? { env: options.env } : {}),
    ...(options.sources ? { sources: options.sources } : {}),
  });
  const model = scripted;

  /** A signed-in person with `balanceCents` credited through the ledger (a support adjustment). */
  async function person(balanceCents = 10_00) {
    people += 1;
    const email = `gen-${people}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    // A client address per person keeps the suite below the per-IP sign-in limits.
    const { cookie } = await h.signIn(email, { ip: `198.51.${Math.floor(people / 250)}.${people % 250}` });
    if (balanceCents > 0) await creditUser(h.db, email, balanceCents, { clock: h.clock });
    const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user');
    return { id: row.id, email, cookie };
  }

  /** The wallet as the database holds it: the balance column and the sum of the ledger. */
  const money = (userId: string) => walletMoney(h.db, userId);

  /** How many rows of the generation tables, ledger and holds belong to the user (for "nothing written"). */
  async function footprint(userId: string) {
    const n = async (
      table: typeof generations | typeof reservations | typeof walletLedger | typeof activities,
    ) =>
      (await h.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId)))[0]
        ?.n;
    return {
      generations: await n(generations),
      reservations: await n(reservations),
      ledger: await n(walletLedger),
      activities: await n(activities),
    };
  }

  /** A concept run as the SPA asks for one (SPEC §7), through the typed client. */
  const generateConcepts = (
    cookie: string | undefined,
    body: ConceptRequestBody = {},
    headers: Record<string, string> = {},
  ) => read(h.api(cookie, { headers }).user.generate.concept.$post({ json: body }));

  /** The Generated Posts screen's save (SPEC §7 PUT /user/generations/post/save), through the typed client. */
  const savePost = (cookie: string | undefined, body: SavePostBody) =>
    read(h.api(cookie).user.generations.post.save.$put({ json: body }));

  /**
   * A drafting run as the SPA sends it (SPEC §7 POST /user/generate/post): multipart with the images
   * as `files`, the texts as query parameters or form fields, through the typed client.
   */
  const draftPosts = (
    cookie: string | undefined,
    args: DraftPostsArgs,
    caller: Omit<Caller, 'cookie'> = {},
  ) => read(h.api(cookie, caller).user.generate.post.$post(args));

  /**
   * A request by method and path, for what the typed client cannot send: a path no route has, a body
   * or query no route takes (the fuzz and the validation tables).
   */
  const send = (
    method: string,
    path: string,
    cookie: string | undefined,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    h.call(path, {
      method,
      ...(body === undefined ? {} : { body }),
      headers: { origin: h.base, ...(cookie ? { cookie } : {}), ...headers },
    });

  return { ...h, model, person, money, footprint, generateConcepts, savePost, draftPosts, send };
}

/**
 * One generation harness for the enclosing describe block (see perSuite), its model reset before each
 * test so a scripted failure never leaks into the next.
 */
export function suiteGenerationHarness(
  driver: TestDriver,
  options: Parameters<typeof generationHarness>[1] = {},
): GenerationHarness {
  const g = perSuite(() => generationHarness(driver, options));
  beforeEach(() => g.model.reset());
  return g;
}
