// The scale bench's people, written straight into PostgreSQL with set-based SQL (INSERT … SELECT over
// generate_series). Seeding the product's way, through the API, is impossible at this size: a million
// generations at the ~20 ms a run takes end to end would be five and a half hours on this machine. So these
// statements write the rows the product's own code writes, column for column (the row shapes were read
// off a real concept run and a real drafting run on this schema):
//   · a sign-up: the user, the welcome grant (ledger `grant:welcome:<user>`), the 'sign-up' and 'grant'
//     activities; and a sign-in in the last three weeks: its session (used this week) and 'sign-in' activity;
//   · every 20th run is preceded by a recharge: a credited test-mode checkout of the Creator package, its
//     ledger row `checkout:<id>` and its 'recharge' activity;
//   · a concept run: the generation (succeeded, its input, output, response and cost), its settled
//     reservation and ledger row `reserve:concepts:<id>`, 5 concepts (3 mainstream, 2 offstream, inserted
//     last-first as the product does) each with the post drafted with it (one Instagram variant), and a
//     'generation' activity;
//   · a drafting run (half of them from one photo, with its blob and post_images row, half from text
//     alone): the same with one `drafted` post;
//   · a failed concept run (the model failed): the generation (failed, 502, cost 0), its reservation
//     released, the ledger's reservation and release rows, and a 'release' activity.
// Every ledger row's balance_after_cents is the running sum of that person's rows in seq order, and each
// user's balance_cents is the last of them, as appendLedgerEntry keeps them. 1 post in 10 is saved.
// Left out, because no read measured here touches them: the receipt mails (mail_outbox), the welcome
// grant's address hash (welcome_grants) and the payment events seen. The stored answers (generations'
// output and response) keep the product's JSON shape with the texts once rather than twice: usage reads
// only output->'posts', and nothing else measured decodes them.
//
// Rows are written in time order across all people (as they would have arrived), so one person's rows
// are scattered over the tables' pages like in production, not packed together. Foreign keys and the
// ledger's append-only trigger are skipped while seeding (session_replication_role = replica), three
// connections write different tables side by side, and the plain indexes and the UNIQUE constraints no
// foreign key needs are dropped first and rebuilt afterwards from their own definitions (the constraints
// checked again as they come back), three at a time: that is what makes this take minutes instead of
// hours. The PRIMARY KEY and CHECK constraints stay on throughout.

/** Costs and the package, as edge/content/*.json seeds them (checked against the costs table below). */
const CONCEPT_CENTS = 10;
const DRAFT_CENTS = 30;
const WELCOME_CENTS = 50;
const PACKAGE = { priceId: 'creator', name: 'Creator', creditCents: 1600, priceCents: 1500 };
const RECHARGE_EVERY_RUNS = 20;

/** One concept of a run's stored output (`r` the run, `t` its topic), as the product stores it. */
const conceptItem = (k) => `jsonb_build_object(
  'post', jsonb_build_object('title', format('%s story %s.${k}', t.name, r.r), 'variants', jsonb_build_array(
    jsonb_build_object('platform', 'instagram', 'title', '', 'hashtags', jsonb_build_array(t.tag),
      'text', format('Day %s: the %s taught me patience.', r.r, t.thing)))),
  'concept', jsonb_build_object('Title', format('%s story %s.${k}', t.name, r.r),
    'Concept', format('Show the %s on day %s and what it taught you.', t.thing, r.r)),
  'inspired_by', '[]'::jsonb)`;

/** The tables these people's rows live in. */
const TABLES = [
  'users',
  'sessions',
  'generations',
  'reservations',
  'wallet_ledger',
  'checkouts',
  'concepts',
  'posts',
  'post_variants',
  'post_images',
  'blobs',
  'activities',
];

/**
 * The photo a drafting run from an image carries: a real 1 × 1 PNG (the bytes are never read here; the
 * rows around them are what the reads walk).
 */
const PHOTO_PNG_HEX =
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415478016338312d0a0003e201b9' +
  '53aeaaec0000000049454e44ae426082';
const PHOTO = `'\\x${PHOTO_PNG_HEX}'::bytea`;

/**
 * Writes `people` ordinary people with `runsEach` runs each over the last two years, plus `special`
 * people ({ email, runs, heavy }) the bench signs in as. A heavy person's runs are mostly concept runs
 * (the Library's ten thousand items); everyone else drafts more than they brainstorm. `log(step, seconds)` is
 * called after each step.
 */
export async function seedScale(connect, { people, runsEach, special }, log = () => {}) {
  // Three connections: the inserts into different tables, and then the index builds, run side by side.
  const connections = [await connect(), await connect(), await connect()];
  try {
    return await seedWith(connections, { people, runsEach, special }, log);
  } finally {
    await Promise.all(connections.map((c) => c.end()));
  }
}

/** Which connection writes which table (about a third of the work each, on this data). */
const LANE = {
  sessions: 0,
  generations: 0,
  reservations: 0,
  checkouts: 0,
  photos: 0,
  'wallet ledger': 1,
  balances: 1,
  activities: 1,
  concepts: 2,
  posts: 2,
  'post variants': 2,
};

async function seedWith(connections, { people, runsEach, special }, log) {
  const [client] = connections;
  const timed = async (conn, label, sql) => {
    const started = performance.now();
    const result = await conn.query(sql);
    log(label, (performance.now() - started) / 1000);
    return result;
  };
  const step = (label, sql) => timed(client, label, sql);
  const queued = [];
  const queue = (label, sql) => queued.push({ label, sql });
  const [prices] = (
    await client.query(
      `select (select amount_cents from costs where key = 'concepts-generation') as concept,
              (select amount_cents from costs where key = 'posts-drafting') as draft,
              (select credit_cents from packages where price_id = $1) as credit`,
      [PACKAGE.priceId],
    )
  ).rows;
  if (
    prices.concept !== CONCEPT_CENTS ||
    prices.draft !== DRAFT_CENTS ||
    prices.credit !== PACKAGE.creditCents
  )
    throw new Error(
      `the seeded prices changed (${JSON.stringify(prices)}): update tests/bench/scale/seed.mjs`,
    );

  // The staging tables (people, runs…) live in a schema of their own, dropped at the end.
  await client.query(`drop schema if exists bench_seed cascade; create schema bench_seed`);
  for (const conn of connections) {
    await conn.query(`set session_replication_role = replica`);
    await conn.query(`set synchronous_commit = off`);
    await conn.query(`set maintenance_work_mem = '256MB'`);
    // Every insert below sorts its rows by time: in memory, not on disk.
    await conn.query(`set work_mem = '128MB'`);
    await conn.query(`set search_path = bench_seed, public`);
  }
  const { rows: plainIndexes } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [TABLES],
  );
  for (const { indexname } of plainIndexes) await client.query(`drop index "${indexname}"`);
  // UNIQUE constraints no foreign key leans on go too, and come back (checked) with the indexes.
  const { rows: uniques } = await client.query(
    `select c.conrelid::regclass::text as relation, c.conname, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
      where c.contype = 'u' and c.conrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)`,
    [TABLES],
  );
  for (const u of uniques) await client.query(`alter table ${u.relation} drop constraint "${u.conname}"`);

  await step(
    'people',
    `create unlogged table people as
     with list as (
       select p as n, format('scale.%s@example.com', p) as email, ${Number(runsEach)} as runs, false as heavy
         from generate_series(0, ${Number(people) - 1}) p
       union all
       select ${Number(people)} + ord - 1, s.email, s.runs, s.heavy
         from rows from (jsonb_to_recordset($json$${JSON.stringify(special)}$json$::jsonb)
                         as (email text, runs int, heavy boolean)) with ordinality as s(email, runs, heavy, ord)
     )
     -- The people the bench signs in as write about sourdough, like the library bench's owner always did.
     select n, gen_random_uuid() as user_id, email, runs, heavy,
            case when n >= ${Number(people)} then 0 else n % 4 end as topic,
            -- Two years of runs, evenly spaced per person, each person shifted by part of a step.
            interval '730 days' / runs as step,
            now() - interval '731 days' + (interval '730 days' / runs) * ((n * 7919) % 1000) / 1000.0 as first_at,
            -- Everyone signed in within the last three weeks and used the site this week: a session the
            -- server's start-up prune (edge/features/auth/prune.ts) keeps, as production holds only live ones.
            now() - interval '20 days' + interval '1 minute' * (n % 10000) as signed_in_at
       from list`,
  );
  await step(
    'topics',
    `create unlogged table topics (topic int primary key, name text, thing text, tag text);
     insert into topics values
       (0, 'Sourdough', 'starter', 'sourdough'),
       (1, 'Trail running', 'training plan', 'running'),
       (2, 'Ceramics', 'glaze test', 'pottery'),
       (3, 'Small-shop', 'shop window', 'smallbusiness')`,
  );
  await step(
    'runs',
    `create unlogged table runs as
     with timed as (
       select p.user_id, p.n, p.heavy, p.email, p.topic, r, p.first_at + p.step * r as at,
              case when r % 10 = 9 then 'failed'
                   when (p.heavy and r % 10 <> 4) or (not p.heavy and r % 10 = 0) then 'concepts'
                   else 'posts' end as shape
         from people p cross join lateral generate_series(0, p.runs - 1) r
     ), shaped as (
       select *, case shape when 'posts' then 'posts' else 'concepts' end as kind,
              case shape when 'posts' then ${DRAFT_CENTS} else ${CONCEPT_CENTS} end as cents,
              -- Half the drafting runs are from a photo: 256 random bits, base64url, name its blob.
              case when shape = 'posts' and r % 2 = 0 then rtrim(translate(encode(decode(
                md5(random()::text) || md5(random()::text), 'hex'), 'base64'), '+/', '-_'), '=') end as blob_id
         from timed
     )
     select *, gen_random_uuid() as generation_id, gen_random_uuid() as reservation_id,
            gen_random_uuid() as drafted_post_id,
            case when kind = 'concepts' then 'Concept generation (5 concepts)'
                 when blob_id is null then 'Post drafting (text only)'
                 else 'Post drafting (image 1 of 1)' end as description
       from shaped`,
  );
  await step(
    'concept rows',
    `create unlogged table concept_rows as
     select r.user_id, r.generation_id, r.at, r.r, r.topic, k, gen_random_uuid() as concept_id,
            gen_random_uuid() as post_id, r.n
       from runs r cross join generate_series(0, 4) k
      where r.shape = 'concepts'`,
  );
  await step(
    'users',
    `insert into users (id, email, balance_cents, created_at, updated_at)
     select user_id, email, 0, first_at - interval '1 hour', first_at - interval '1 hour' from people order by n`,
  );
  queue(
    'sessions',
    `insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
     select user_id, md5(random()::text) || md5(random()::text), signed_in_at,
            now() - interval '1 day' * (n % 7), signed_in_at + interval '30 days'
       from people order by signed_in_at`,
  );
  await step(
    'recharges',
    `create unlogged table recharges as
     select user_id, at - interval '1 minute' as at,
            'cs_plume_test_' || replace(gen_random_uuid()::text, '-', '') as checkout_id
       from runs where r % ${RECHARGE_EVERY_RUNS} = 0`,
  );
  queue(
    'checkouts',
    `insert into checkouts (id, provider, user_id, price_id, package_name, credit_cents, price_cents, currency,
                            payment_intent, status, credited_at, expires_at, created_at, updated_at)
     select checkout_id, 'test', user_id, '${PACKAGE.priceId}', '${PACKAGE.name}', ${PACKAGE.creditCents},
            ${PACKAGE.priceCents}, 'usd', 'pi_plume_test_' || substr(md5(checkout_id), 1, 24), 'credited', at,
            at - interval '2 minutes' + interval '24 hours', at - interval '2 minutes', at
       from recharges order by at`,
  );
  queue(
    'generations',
    `insert into generations (id, user_id, kind, status, input, output, cost_cents, reservation_reference,
                              idempotency_key, request_hash, response_status, response, failure, created_at,
                              finished_at)
     select r.generation_id, r.user_id, r.kind, case r.shape when 'failed' then 'failed' else 'succeeded' end,
            case r.kind
              when 'concepts' then jsonb_build_object(
                'handles', jsonb_build_array(jsonb_build_object('type', 'instagram', 'reference', 'person' || r.n)),
                'related_handles', '[]'::jsonb,
                'additional_instructions', format('%s ideas, week %s.', t.name, r.r))
              else jsonb_build_object('style', 'e-commerce', 'carousel', false,
                'images', case when r.blob_id is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
                  'mime', 'image/png', 'width', 1, 'height', 1, 'digest', encode(sha256(${PHOTO}), 'hex'))) end,
                'platforms', jsonb_build_array('instagram'), 'media_context', '',
                'topic_details', format('%s: the %s, day %s', t.name, t.thing, r.r),
                'additional_instructions', '')
            end,
            case r.shape
              when 'posts' then jsonb_build_object('posts', jsonb_build_array(r.drafted_post_id), 'failed', 0)
              when 'concepts' then jsonb_build_object(
                'mainstream', jsonb_build_array(${conceptItem(0)}, ${conceptItem(1)}, ${conceptItem(2)}),
                'offstream', jsonb_build_array(${conceptItem(3)}, ${conceptItem(4)}))
            end,
            case r.shape when 'failed' then 0 else r.cents end,
            r.kind || ':' || r.generation_id,
            'spa-' || r.generation_id,
            md5(r.generation_id::text) || md5(r.user_id::text),
            case r.shape when 'failed' then 502 else 200 end,
            case r.shape
              when 'failed' then jsonb_build_object('success', false, 'code', 'model_failed',
                'message', 'The content model could not answer. Nothing was charged; please try again.',
                'current_balance', 0)
              when 'posts' then jsonb_build_object('success', true, 'data', jsonb_build_array(jsonb_build_object(
                'id', r.drafted_post_id, 'title', format('%s: the %s, day %s', t.name, t.thing, r.r))))
              else jsonb_build_object('success', true, 'model', 'offline', 'data',
                jsonb_build_object('posts', '[]'::jsonb, 'mainstream', '[]'::jsonb, 'offstream', '[]'::jsonb))
            end,
            case r.shape when 'failed' then 'Error: the model did not answer' end,
            r.at, r.at + interval '2 seconds'
       from runs r join topics t using (topic) order by r.at`,
  );
  queue(
    'reservations',
    `insert into reservations (id, user_id, reference, amount_cents, description, status, created_at,
                               deadline_at, resolved_at)
     select reservation_id, user_id, kind || ':' || generation_id, cents, description,
            case shape when 'failed' then 'released' else 'settled' end,
            at, at + interval '20 minutes', at + interval '2 seconds'
       from runs order by at`,
  );
  queue(
    'wallet ledger',
    `insert into wallet_ledger (user_id, kind, amount_cents, reference, balance_after_cents, description,
                                reservation_id, checkout_id, created_at)
     select user_id, kind, amount, reference,
            sum(amount) over (partition by user_id order by at, ord rows unbounded preceding)::int,
            description, reservation_id, checkout_id, at
       from (
         select user_id, 'grant' as kind, ${WELCOME_CENTS} as amount, 'grant:welcome:' || user_id as reference,
                'Welcome credit' as description, null::uuid as reservation_id, null as checkout_id,
                first_at - interval '1 hour' as at, 0 as ord
           from people
         union all
         select user_id, 'recharge', ${PACKAGE.creditCents}, 'checkout:' || checkout_id, '${PACKAGE.name} package',
                null, checkout_id, at, 1
           from recharges
         union all
         select user_id, 'reservation', -cents, 'reserve:' || kind || ':' || generation_id, description,
                reservation_id, null, at, 2
           from runs
         union all
         select user_id, 'release', cents, 'release:' || kind || ':' || generation_id,
                'Concept generation (5 concepts) (the model failed)', reservation_id, null,
                at + interval '2 seconds', 3
           from runs where shape = 'failed'
       ) entries
      order by at, ord`,
  );
  queue(
    'balances',
    `update users u set balance_cents = l.balance_after_cents, updated_at = l.created_at
       from (select distinct on (user_id) user_id, balance_after_cents, created_at
               from wallet_ledger order by user_id, seq desc) l
      where u.id = l.user_id`,
  );
  queue(
    'concepts',
    `insert into concepts (id, user_id, generation_id, stream, title, concept, details, practical_tips,
                           media_inspiration, created_at)
     select c.concept_id, c.user_id, c.generation_id, case when c.k < 3 then 'mainstream' else 'offstream' end,
            format('%s story %s.%s', t.name, c.r, c.k),
            format('Show the %s on day %s and what it taught you about patience.', t.thing, c.r),
            format('A short reel: the %s, the first try, the result. Post it as a 5-slide carousel on @person%s.', t.thing, c.n),
            'Film by the window in the morning.', 'Close-ups, warm light.', c.at + interval '2 seconds'
       from concept_rows c join topics t using (topic) order by c.at, c.k desc`,
  );
  queue(
    'posts',
    `insert into posts (id, user_id, generation_id, source, concept_id, title, saved_at, position, created_at)
     select id, user_id, generation_id, source, concept_id, title,
            case when (r * 5 + k) % 10 = 0 then at + interval '1 hour' end, k, at + interval '2 seconds'
       from (
         select c.post_id as id, c.user_id, c.generation_id, 'concept' as source, c.concept_id,
                format('%s story %s.%s', t.name, c.r, c.k) as title, c.r, c.k, c.at
           from concept_rows c join topics t using (topic)
         union all
         select r.drafted_post_id, r.user_id, r.generation_id, 'drafted', null,
                format('%s: the %s, day %s', t.name, t.thing, r.r), r.r, 0, r.at
           from runs r join topics t using (topic) where r.shape = 'posts'
       ) p
      order by at, k desc`,
  );
  queue(
    'post variants',
    `insert into post_variants (post_id, position, platform, title, text, hashtags, original)
     select id, 0, 'instagram', null, text, jsonb_build_array(tag, 'creator'),
            jsonb_build_object('title', null, 'text', text, 'hashtags', jsonb_build_array(tag, 'creator'))
       from (
         select p.id, t.tag, format('Day %s: the %s doubled overnight. Patience is an ingredient too. #%s',
                                    p.r, t.thing, t.tag) as text
           from (select post_id as id, r, topic from concept_rows
                 union all
                 select drafted_post_id, r, topic from runs where shape = 'posts') p
           join topics t using (topic)
       ) v`,
  );
  queue(
    'photos',
    `insert into blobs (id, user_id, mime, bytes, size, created_at)
     select blob_id, user_id, 'image/png', ${PHOTO}, octet_length(${PHOTO}), at
       from runs where blob_id is not null order by at;
     insert into post_images (post_id, position, blob_id, alt_text, original_alt_text)
     select drafted_post_id, 0, blob_id, 'A square photo (PNG, 1 × 1 px).', 'A square photo (PNG, 1 × 1 px).'
       from runs where blob_id is not null`,
  );
  queue(
    'activities',
    `insert into activities (user_id, type, message, created_at)
     select user_id, type, message, at from (
       select user_id, 'sign-up' as type, 'Welcome to Plume! Your account was created.' as message,
              first_at - interval '1 hour' as at, 0 as ord from people
       union all
       select user_id, 'grant', 'Welcome credit: $0.50 is in your wallet to try Plume.',
              first_at - interval '1 hour', 1 from people
       union all
       select user_id, 'sign-in', 'Signed in.', signed_in_at, 2 from people
       union all
       select user_id, 'recharge', 'Recharged $16.00 (${PACKAGE.name}).', at, 3 from recharges
       union all
       select user_id, case shape when 'failed' then 'release' else 'generation' end,
              case shape when 'concepts' then 'Generated 5 concepts ($0.10).'
                         when 'posts' then case when blob_id is null then 'Drafted a post ($0.30).'
                                           else 'Drafted 1 post from images ($0.30).' end
                         else 'Returned $0.10: concept generation failed.' end,
              at + interval '2 seconds', 4 from runs
     ) a order by at, ord`,
  );
  await Promise.all(
    connections.map(async (conn, lane) => {
      for (const { label, sql } of queued.filter((q) => LANE[q.label] === lane))
        await timed(conn, label, sql);
    }),
  );
  // The indexes and constraints back, shared out as the connections come free (the slowest first).
  const rebuilds = [
    ...plainIndexes
      .map(({ indexname, indexdef }) => ({ label: `index ${indexname}`, sql: indexdef }))
      .sort((a, b) => Number(b.sql.includes('gin')) - Number(a.sql.includes('gin'))),
    ...uniques.map((u) => ({
      label: `unique ${u.conname}`,
      sql: `alter table ${u.relation} add constraint "${u.conname}" ${u.definition}`,
    })),
  ];
  await Promise.all(
    connections.map(async (conn) => {
      for (let next = rebuilds.shift(); next; next = rebuilds.shift())
        await timed(conn, next.label, next.sql);
    }),
  );
  await client.query(`drop schema bench_seed cascade`);
  // As autovacuum leaves a production table: hint bits set, the visibility map current, statistics fresh.
  const tables = [...TABLES];
  await Promise.all(
    connections.map(async (conn) => {
      await conn.query(`set session_replication_role = origin`);
      for (let table = tables.shift(); table; table = tables.shift())
        await timed(conn, `vacuum ${table}`, `vacuum (analyze) ${table}`);
    }),
  );
  const { rows: counts } = await client.query(
    `select ${TABLES.map((t) => `(select count(*) from ${t})::int as "${t}"`).join(', ')}`,
  );
  return counts[0];
}
