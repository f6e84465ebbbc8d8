import {
  type ConceptRequest,
  type ContentModel,
  type DraftedPost,
  type DraftedVariant,
  draftedPost,
  type FitRequest,
  type GeneratedConcepts,
  generatedConcepts,
  MAINSTREAM_PER_RUN,
  OFFSTREAM_PER_RUN,
  type PostRequest,
  type RefineRequest,
} from './content-model.ts';
import { writingContext } from './offline/context.ts';
import { draftOfflinePost } from './offline/draft-post.ts';
import { groundedConcept, mostLiked } from './offline/grounding.ts';
import { type ConceptTemplate, MAINSTREAM_TEMPLATES } from './offline/mainstream.ts';
import { OFFSTREAM_TEMPLATES } from './offline/offstream.ts';
import { offlineRefine } from './offline/refine.ts';
import { hashText, pick, seededRandom } from './offline/seed.ts';
import { offlineFit, offlineVariants } from './offline/variants.ts';

/**
 * The embedded default content model (ARCHITECTURE §7): no network, no key, deterministic. It writes
 * genuinely usable concepts and posts from the profile, handles, their read posts, instructions and style, so
 * `npm start` alone runs the whole paid path. Runs are charged like any other. It never looks at an
 * image: a post drafted from one is written from the person's texts.
 *
 * It always writes English: translating into the profile's language needs a real model. The UI
 * labels its results as the offline demo model's, which tells people why.
 */
export class OfflineModel implements ContentModel {
  readonly label = 'offline demo model';
  readonly offline = true;

  async generateConcepts(request: ConceptRequest): Promise<GeneratedConcepts> {
    request.signal?.throwIfAborted();
    const { profile, handles, relatedHandles, additionalInstructions } = request;
    const context = writingContext(profile, handles, relatedHandles, additionalInstructions);
    // Everything the person typed seeds the choice, so two profiles (or two briefs) differ.
    const random = seededRandom(
      hashText(JSON.stringify([profile, handles, relatedHandles, additionalInstructions])),
    );
    // The most-liked read post grounds the first concept (none read: nothing changes).
    const best = mostLiked(request.sourcePosts);
    const write = (template: ConceptTemplate, index: number) => {
      const { concept, post } = template(context);
      const tags = [...post.tags, ...context.topics];
      const grounded =
        index === 0 && best ? groundedConcept(concept, best) : { concept, inspiredBy: [] as string[] };
      return {
        concept: grounded.concept,
        post: { title: post.title, variants: offlineVariants(request.platforms, { ...post, tags }) },
        inspired_by: grounded.inspiredBy,
      };
    };
    // Concepts the person already has go last, so a new run brings new ideas while the pool lasts.
    const used = new Set(request.recentTitles);
    const fresh = (pool: readonly ConceptTemplate[], count: number) =>
      pick(pool, pool.length, random)
        .map((template) => ({ template, used: used.has(template(context).concept.Title) }))
        .sort((a, b) => Number(a.used) - Number(b.used))
        .slice(0, count)
        .map((choice) => choice.template);
    const mainstream = fresh(MAINSTREAM_TEMPLATES, MAINSTREAM_PER_RUN).map(write);
    const offstream = fresh(OFFSTREAM_TEMPLATES, OFFSTREAM_PER_RUN).map((t) => write(t, -1));
    // The same schema the real model's output must pass: the offline text is held to the same bar.
    return generatedConcepts.parse({ mainstream, offstream });
  }

  async draftPost(request: PostRequest): Promise<DraftedPost> {
    request.signal?.throwIfAborted();
    return draftedPost.parse(draftOfflinePost(request));
  }

  async fitVariants(request: FitRequest): Promise<DraftedVariant[]> {
    request.signal?.throwIfAborted();
    return request.variants.map(({ platform, title, text, hashtags }) =>
      offlineFit({ platform, title, text, hashtags }),
    );
  }

  async refineVariant(request: RefineRequest): Promise<DraftedVariant> {
    request.signal?.throwIfAborted();
    return offlineRefine(request);
  }
}
