import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  activities,
  blobs,
  checkouts,
  concepts,
  handleExamples,
  mediaCaptions,
  posts,
  supportMessages,
  users,
  walletLedger,
} from '../../../db/schema/index.ts';
import { readPosts, type StoredPost } from '../../posts/store.ts';
import { ownedRowsByCreation, ownedRowsBySeq, PAGE_ROWS, pages } from './paging.ts';

/**
 * Every table of a person's data in the export (GDPR Art. 20), each written as `<name>.json` (the
 * rows, nested where a row has parts) and `<name>.csv` (flat, one line per row or per part), read in
 * pages. Every query names the person: nothing of anyone else's can reach the archive.
 */
export type ExportRow = Record<string, unknown>;

export interface ExportTable {
  name: string;
  /** The README's line for the two files. */
  about: string;
  csvColumns: readonly string[];
  /** The rows, page by page, as the JSON file holds them. */
  rows(db: Db, userId: string): AsyncIterable<ExportRow[]>;
  /** The CSV lines of one row, in csvColumns order (default: one line of the same-named fields). */
  csv?(row: ExportRow): unknown[][];
}

const dollars = (cents: number) => cents / 100;
const iso = (at: Date | null) => at?.toISOString() ?? null;
const extension: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** Where an image sits in the archive: `images/<id>.<ext>`. */
export const imageFile = (id: string, mime: string) => `images/${id}.${extension[mime] ?? 'bin'}`;

/**
 * A table whose CSV line is its JSON row (the default `csv`): each column is named once, with how it
 * reads from a stored row, so the JSON fields and the CSV header cannot drift apart; both keep the
 * order of `columns`.
 */
function flatTable<Row>(table: {
  name: string;
  about: string;
  /** The stored rows, page by page. */
  read: (db: Db, userId: string) => AsyncIterable<Row[]>;
  columns: Record<string, (row: Row) => unknown>;
}): ExportTable {
  const columns = Object.entries(table.columns);
  return {
    name: table.name,
    about: table.about,
    csvColumns: columns.map(([name]) => name),
    async *rows(db, userId) {
      for await (const page of table.read(db, userId)) {
        yield page.map((row) => Object.fromEntries(columns.map(([name, value]) => [name, value(row)])));
      }
    },
  };
}

const profile = flatTable({
  name: 'profile',
  about: 'your account and the profile of User Info, with the wallet balance when you exported',
  async *read(db, userId) {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    if (u) yield [u];
  },
  columns: {
    email: (u) => u.email,
    name: (u) => u.name,
    professional_title: (u) => u.professionalTitle,
    background: (u) => u.background,
    target_audience: (u) => u.targetAudience,
    testimonials: (u) => u.testimonials,
    language: (u) => u.language,
    balance_usd: (u) => dollars(u.balanceCents),
    created_at: (u) => iso(u.createdAt),
  },
});

const handles: ExportTable = {
  name: 'handles',
  about: 'your social handles and the related handles you follow (`list`: yours or related)',
  csvColumns: ['list', 'type', 'reference'],
  async *rows(db, userId) {
    const [u] = await db
      .select({ yours: users.yourHandles, related: users.relatedHandles })
      .from(users)
      .where(eq(users.id, userId));
    if (!u) return;
    yield [
      ...u.yours.map((h) => ({ list: 'yours', type: h.type, reference: h.reference })),
      ...u.related.map((h) => ({ list: 'related', type: h.type, reference: h.reference })),
    ];
  },
};

const examples: ExportTable = {
  name: 'handle-examples',
  about:
    'the example posts you pasted for your handles, to show your voice or what works for a peer (the CSV has one line per post)',
  csvColumns: ['type', 'reference', 'position', 'text', 'updated_at'],
  async *rows(db, userId) {
    const rows = await db
      .select()
      .from(handleExamples)
      .where(eq(handleExamples.userId, userId))
      .orderBy(asc(handleExamples.type), asc(handleExamples.reference));
    if (rows.length === 0) return;
    // At most 5 short texts per handle and 40 handles: one page.
    yield rows.map((r) => ({
      type: r.type,
      reference: r.reference,
      examples: r.examples,
      updated_at: iso(r.updatedAt),
    }));
  },
  csv: (row) =>
    (row.examples as string[]).map((text, i) => [row.type, row.reference, i + 1, text, row.updated_at]),
};

const conceptsTable = flatTable({
  name: 'concepts',
  about: 'the content concepts your concept runs wrote (`run_id` groups the concepts of one run)',
  read: (db, userId) => ownedRowsBySeq(db, concepts, userId),
  columns: {
    id: (c) => c.id,
    run_id: (c) => c.generationId,
    stream: (c) => c.stream,
    title: (c) => c.title,
    concept: (c) => c.concept,
    details: (c) => c.details,
    practical_tips: (c) => c.practicalTips,
    media_inspiration: (c) => c.mediaInspiration,
    created_at: (c) => iso(c.createdAt),
  },
});

/** A page of posts with their variants and images, oldest first (keyset on the insertion order). */
function postRows(savedOnly: boolean) {
  return async function* (db: Db, userId: string): AsyncIterable<ExportRow[]> {
    for await (const page of pages<{ id: string; seq: number }>((after) =>
      db
        .select({ id: posts.id, seq: posts.seq })
        .from(posts)
        .where(
          and(
            eq(posts.userId, userId),
            savedOnly ? isNotNull(posts.savedAt) : undefined,
            after ? gt(posts.seq, after.seq) : undefined,
          ),
        )
        .orderBy(asc(posts.seq))
        .limit(PAGE_ROWS),
    )) {
      const ids = page.map((p) => p.id);
      const full = await readPosts(db, and(eq(posts.userId, userId), inArray(posts.id, ids)));
      const blobIds = full.flatMap((p) => p.images.flatMap((i) => (i.blobId ? [i.blobId] : [])));
      const mimes = new Map(
        blobIds.length === 0
          ? []
          : (
              await db
                .select({ id: blobs.id, mime: blobs.mime })
                .from(blobs)
                .where(and(eq(blobs.userId, userId), inArray(blobs.id, blobIds)))
            ).map((b) => [b.id, b.mime]),
      );
      const byId = new Map(full.map((p) => [p.id, p]));
      yield ids.flatMap((id) => {
        const post = byId.get(id);
        return post ? [postJson(post, mimes)] : [];
      });
    }
  };
}

function postJson(post: StoredPost, mimes: Map<string, string>): ExportRow {
  return {
    id: post.id,
    source: post.source,
    title: post.title,
    concept_id: post.conceptId,
    run_id: post.generationId,
    saved_at: iso(post.savedAt),
    created_at: iso(post.createdAt),
    variants: post.variants.map((v) => ({
      platform: v.platform,
      title: v.title,
      text: v.text,
      hashtags: v.hashtags,
    })),
    images: post.images.map((i) => {
      const mime = i.blobId ? mimes.get(i.blobId) : undefined;
      return { file: i.blobId && mime ? imageFile(i.blobId, mime) : null, alt_text: i.altText };
    }),
  };
}

const postCsvColumns = [
  'post_id',
  'source',
  'post_title',
  'saved_at',
  'created_at',
  'platform',
  'variant_title',
  'text',
  'hashtags',
  'images',
] as const;

/** One line per variant of a post (a post without variants still gets its line). */
function postCsv(row: ExportRow): unknown[][] {
  const variants =
    (row.variants as { platform: string | null; title: string | null; text: string; hashtags: string[] }[]) ??
    [];
  const images = (row.images as { file: string | null }[]).flatMap((i) => (i.file ? [i.file] : [])).join(' ');
  const line = (v: (typeof variants)[number] | undefined) => [
    row.id,
    row.source,
    row.title,
    row.saved_at,
    row.created_at,
    v?.platform ?? '',
    v?.title ?? '',
    v?.text ?? '',
    (v?.hashtags ?? []).map((h) => `#${h}`).join(' '),
    images,
  ];
  return variants.length === 0 ? [line(undefined)] : variants.map(line);
}

const postsTable: ExportTable = {
  name: 'posts',
  about:
    'every post you have (drafted from images, drafted with a concept, or saved), each with its text per platform and its images (the CSV has one line per platform)',
  csvColumns: postCsvColumns,
  rows: postRows(false),
  csv: postCsv,
};

const savedPosts: ExportTable = {
  name: 'saved-posts',
  about: 'the posts you saved (also in posts), in the same form',
  csvColumns: postCsvColumns,
  rows: postRows(true),
  csv: postCsv,
};

const ledger = flatTable({
  name: 'wallet-ledger',
  about:
    'every change of your wallet balance in US dollars: recharges, generation charges and their returns, refunds, adjustments',
  read: (db, userId) => ownedRowsBySeq(db, walletLedger, userId),
  columns: {
    created_at: (e) => iso(e.createdAt),
    kind: (e) => e.kind,
    amount_usd: (e) => dollars(e.amountCents),
    balance_after_usd: (e) => dollars(e.balanceAfterCents),
    description: (e) => e.description,
    reference: (e) => e.reference,
  },
});

const receipts = flatTable({
  name: 'receipts',
  about:
    'your credit purchases (checkouts): package, price paid, credit added, status, and what refunds or disputes took back',
  read: (db, userId) => ownedRowsByCreation(db, checkouts, userId),
  columns: {
    checkout_id: (c) => c.id,
    created_at: (c) => iso(c.createdAt),
    package: (c) => c.packageName,
    price_paid: (c) => dollars(c.priceCents),
    currency: (c) => c.currency.toUpperCase(),
    credit_usd: (c) => dollars(c.creditCents),
    status: (c) => c.status,
    credited_at: (c) => iso(c.creditedAt),
    reversed_credit_usd: (c) => dollars(c.reversedCents),
    payment_reference: (c) => c.paymentIntent,
  },
});

const activitiesTable = flatTable({
  name: 'activities',
  about: 'your Recent Activities: sign-ups and sign-ins, recharges, profile saves, generations',
  read: (db, userId) => ownedRowsByCreation(db, activities, userId),
  columns: { created_at: (a) => iso(a.createdAt), type: (a) => a.type, message: (a) => a.message },
});

const support = flatTable({
  name: 'support-messages',
  about: 'the messages you sent to the Plume team, with the address replies went to',
  read: (db, userId) => ownedRowsByCreation(db, supportMessages, userId),
  columns: {
    created_at: (m) => iso(m.createdAt),
    email: (m) => m.email,
    text: (m) => m.text,
    forwarded_at: (m) => iso(m.forwardedAt),
  },
});

const captions = flatTable({
  name: 'captions',
  about: 'your video captions',
  read: (db, userId) => ownedRowsBySeq(db, mediaCaptions, userId),
  columns: {
    id: (c) => c.id,
    created_at: (c) => iso(c.createdAt),
    content_url: (c) => c.contentUrl,
    content_text: (c) => c.contentText,
  },
});

/** In README order. */
export const EXPORT_TABLES: readonly ExportTable[] = [
  profile,
  handles,
  examples,
  conceptsTable,
  postsTable,
  savedPosts,
  ledger,
  receipts,
  activitiesTable,
  support,
  captions,
];
