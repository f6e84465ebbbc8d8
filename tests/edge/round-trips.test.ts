import { describe, expect, it } from 'vitest';
import type { CreatedPost } from '../../edge/features/posts/contract.ts';
import { statementsSoFar } from '../bench/statement-counter.ts';
import { read } from './api-client.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

/**
 * On Neon every statement is a network round trip, so a paid run is held to a handful (a concept run 6,
 * drafting 8 whatever its images), counted as `npm run bench` counts them (tests/bench/statement-counter.ts:
 * every statement on the wire, BEGIN, COMMIT and the session lookup included). The counts are
 * deterministic (a fixed clock: no session touch), so a change that adds a statement to a run fails here,
 * not in a bench nobody reads.
 */
const BUDGET = { concept: 6, drafting: 8, refine: 6 };

const photo = (i: number) =>
  new File([pngPicture(40 + i, 30) as Uint8Array<ArrayBuffer>], `photo-${i}.png`, { type: 'image/png' });

describe.each(drivers)('database round trips of a paid run on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  /** The statements `work` sends (one request at a time, so nothing else falls in its window). */
  async function counted<T>(work: () => Promise<T>): Promise<{ answer: T; statements: number }> {
    const before = statementsSoFar();
    const answer = await work();
    return { answer, statements: statementsSoFar() - before };
  }

  const draft = (cookie: string, images: number) =>
    g.draftPosts(cookie, {
      query: { topic_details: 'Launch of the autumn sourdough box' },
      form: { files: Array.from({ length: images }, (_, i) => photo(i)), platforms: 'instagram' },
    });

  it(`a concept run: at most ${BUDGET.concept} statements`, async () => {
    const p = await g.person(10_00);
    const { answer, statements } = await counted(() =>
      g.generateConcepts(p.cookie, { handles: [{ type: 'instagram', reference: 'ada.bakes' }] }),
    );
    expect(answer.status).toBe(200);
    expect(statements).toBeLessThanOrEqual(BUDGET.concept);
  });

  it(`post drafting: at most ${BUDGET.drafting} statements, the same for one image or three`, async () => {
    const p = await g.person(10_00);
    const one = await counted(() => draft(p.cookie, 1));
    const three = await counted(() => draft(p.cookie, 3));
    expect([one.answer.status, three.answer.status]).toEqual([200, 200]);
    expect((three.answer.body as unknown as { data: CreatedPost[] }).data).toHaveLength(3);
    expect(one.statements).toBeLessThanOrEqual(BUDGET.drafting);
    expect(three.statements).toBe(one.statements);
  });

  it(`a refine: at most ${BUDGET.refine} statements`, async () => {
    const p = await g.person(10_00);
    const drafted = await draft(p.cookie, 1);
    const post = (drafted.body as unknown as { data: CreatedPost[] }).data[0] as CreatedPost;
    const { answer, statements } = await counted(() =>
      read(
        g.api(p.cookie).user.generation.posts[':id'].refine.$post({
          param: { id: post.id },
          json: { platform: 'instagram', instruction: 'add-emoji' },
        }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(statements).toBeLessThanOrEqual(BUDGET.refine);
  });
});
