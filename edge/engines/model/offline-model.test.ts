import { describe, expect, it } from 'vitest';
import { pngPicture } from '../../../tests/edge/image-fixtures.ts';
import { blankProfile } from '../../../tests/edge/profile-fixtures.ts';
import type { PlatformType } from '../../contract/handles.ts';
import { measureVariant, postedText } from '../../contract/platforms.ts';
import { defaultPostPlatforms } from '../../contract/post-platforms.ts';
import {
  type ConceptRequest,
  type CreatorProfile,
  generatedConcepts,
  type PostRequest,
} from './content-model.ts';
import { OfflineModel } from './offline-model.ts';

const baker: CreatorProfile = {
  name: 'Ada Crumb',
  professionalTitle: 'Sourdough baker',
  background:
    'I left accounting in 2019 to open a tiny bakery in Leeds. Since then I have taught 400 people.',
  targetAudience: 'Home bakers who are scared of sourdough.',
  testimonials: '"Ada made sourdough finally click for me." — Sam\n"Best class ever."',
  brandVoice: '',
  language: 'en-GB',
};

const lawyer: CreatorProfile = {
  name: 'Ravi Patel',
  professionalTitle: 'Employment lawyer',
  background: 'Fifteen years advising start-ups.',
  targetAudience: 'Founders hiring their first employees',
  testimonials: '',
  brandVoice: '',
  language: 'en-US',
};

const concepts = (overrides: Partial<ConceptRequest> = {}) => {
  const handles = overrides.handles ?? [{ type: 'instagram', reference: 'adacrumb' }];
  return new OfflineModel().generateConcepts({
    profile: baker,
    handles,
    relatedHandles: [{ type: 'tiktok', reference: 'breadlab' }],
    additionalInstructions: '',
    platforms: defaultPostPlatforms(handles),
    today: '2026-11-27',
    recentTitles: [],
    timeZone: 'Europe/Lisbon',
    season: 'autumn (northern hemisphere)',
    sourcePosts: [],
    ...overrides,
  });
};

const post = (overrides: Partial<PostRequest> = {}) =>
  new OfflineModel().draftPost({
    profile: baker,
    style: { value: 'e-commerce', label: 'E-Commerce' },
    mediaContext: '',
    topicDetails: 'Our new rye loaf',
    additionalInstructions: '',
    images: [],
    platforms: ['instagram'],
    today: '2026-11-27',
    ...overrides,
  });

/** What a person would paste: the first variant's text and hashtags. */
const pasted = (draft: { variants: { text: string; hashtags: string[] }[] }) =>
  draft.variants[0] ? postedText(draft.variants[0]) : '';

const allText = (value: unknown) => JSON.stringify(value);

describe('OfflineModel', () => {
  it('is labelled as the offline demo model', () => {
    const model = new OfflineModel();
    expect(model.label).toBe('offline demo model');
    expect(model.offline).toBe(true);
  });

  it('writes exactly 3 Mainstream and 2 Offstream concepts, each with a ready post, that pass the schema', async () => {
    const result = await concepts();
    expect(result.mainstream).toHaveLength(3);
    expect(result.offstream).toHaveLength(2);
    expect(generatedConcepts.parse(result)).toEqual(result);
    const titles = [...result.mainstream, ...result.offstream].map((c) => c.concept.Title);
    expect(new Set(titles).size).toBe(5);
    for (const item of [...result.mainstream, ...result.offstream]) {
      expect(item.post.title.length).toBeGreaterThan(0);
      expect(item.post.variants.map((v) => v.platform)).toEqual(['instagram']);
      expect(item.post.variants[0]?.text).toContain('\n');
    }
  });

  it('gives the same answer for the same inputs and a different one for another profile', async () => {
    expect(await concepts()).toEqual(await concepts());
    const other = await concepts({ profile: lawyer });
    expect(allText(other)).not.toEqual(allText(await concepts()));
    // The choice of concepts itself varies with the inputs, not only the names in them.
    const picks = new Set<string>();
    for (const instructions of ['', 'short', 'funny', 'for beginners', 'seasonal', 'weekly series']) {
      const run = await concepts({ additionalInstructions: instructions });
      picks.add(run.mainstream.map((c) => c.concept.Title).join('|'));
    }
    expect(picks.size).toBeGreaterThan(1);
  });

  it('writes from the profile: title, audience, background, testimonial and handle', async () => {
    const text = allText(await concepts());
    expect(text).toContain('sourdough baker');
    expect(text).toContain('home bakers who are scared of sourdough');
    expect(text).toContain('@adacrumb on Instagram');
    expect(text).toContain('"sourdough"');
    // Across runs every template shows up; those that quote the profile do so verbatim.
    const many = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((i) => concepts({ additionalInstructions: i })),
    );
    const everything = allText(many);
    expect(everything).toContain('I left accounting in 2019 to open a tiny bakery in Leeds.');
    expect(everything).toContain('Ada made sourdough finally click for me.');
    expect(everything).toContain('@breadlab (TikTok)');
  });

  it('writes each concept’s post once per platform, in plain text, each within its limit', async () => {
    const handles = ['x', 'linkedin', 'bluesky'].map((type) => ({ type, reference: 'adacrumb' }));
    const result = await concepts({ handles });
    for (const item of [...result.mainstream, ...result.offstream]) {
      expect(item.post.variants.map((v) => v.platform)).toEqual(['x', 'linkedin', 'bluesky']);
      for (const variant of item.post.variants) {
        const { length, limit } = measureVariant(variant.platform, variant);
        expect(length).toBeLessThanOrEqual(limit);
        expect(variant.text).not.toMatch(/\*\*|^- |^#/m);
        expect(variant.text).not.toContain('#');
      }
      // Written for each platform (its voice, its call to action), not one text cut to size.
      expect(new Set(item.post.variants.map((v) => v.text)).size).toBe(3);
    }
    expect(allText(await concepts())).toContain('carousel');
  });

  it('repeats the additional instructions in each concept so the person sees them honoured', async () => {
    const result = await concepts({ additionalInstructions: 'Focus on the holiday season.' });
    for (const item of [...result.mainstream, ...result.offstream]) {
      expect(item.concept.Details).toContain('Focus on the holiday season.');
    }
  });

  it('copes with an empty profile and no related handles', async () => {
    const result = await concepts({ profile: blankProfile, relatedHandles: [] });
    expect(generatedConcepts.parse(result)).toEqual(result);
    expect(allText(result)).not.toMatch(/undefined|null|NaN/);
  });

  it('drafts a post in the chosen style from the texts, without an image', async () => {
    const draft = await post({ mediaContext: 'Fresh from the oven this morning.' });
    expect(draft.title).toBe('Our new rye loaf: made for everyday use');
    expect(pasted(draft)).toContain('Meet Our new rye loaf.');
    expect(pasted(draft)).toContain('Fresh from the oven this morning.');
    expect(pasted(draft)).toContain('Made for Home bakers who are scared of sourdough.');
    expect(pasted(draft)).toContain('— Ada Crumb, Sourdough baker');
    expect(draft.alt_texts).toEqual([]);
    const story = await post({ style: { value: 'storytelling', label: 'Storytelling' } });
    expect(story.title).toBe('The story behind Our new rye loaf');
  });

  it('writes only what a person would post: no image facts, instructions or model label in the text', async () => {
    const text = { mediaContext: 'Fresh from the oven.', additionalInstructions: 'Mention free delivery.' };
    const plain = await post(text);
    const withPicture = await post({
      ...text,
      images: [{ mime: 'image/png', bytes: pngPicture(40, 60), width: 40, height: 60 }],
    });
    // Copy hands the text over as it is: it ends with the signature, and the picture changes nothing
    // in it (it only gets its alt text, from what the person said it shows).
    expect(withPicture.variants).toEqual(plain.variants);
    expect(withPicture.alt_texts).toEqual(['Photo: Fresh from the oven.']);
    expect(plain.variants[0]?.text.endsWith('— Ada Crumb, Sourdough baker')).toBe(true);
    for (const meta of [
      'Image:',
      'PNG',
      ' px',
      'Drafted by',
      'offline',
      'model',
      'instructions',
      'free delivery',
    ]) {
      expect(pasted(plain)).not.toContain(meta);
    }
  });

  it('writes believable variants for several platforms: different lengths and hashtag counts, within limits', async () => {
    const platforms: PlatformType[] = ['instagram', 'bluesky', 'linkedin'];
    const draft = await post({ platforms, mediaContext: 'Fresh from the oven this morning.' });
    expect(draft.variants.map((v) => v.platform)).toEqual(platforms);
    for (const variant of draft.variants) {
      const { length, limit } = measureVariant(variant.platform, variant);
      expect(length).toBeLessThanOrEqual(limit);
    }
    const [instagram, bluesky, linkedin] = draft.variants;
    expect(new Set(draft.variants.map((v) => v.hashtags.length)).size).toBeGreaterThan(1);
    expect(new Set(draft.variants.map((v) => postedText(v).length)).size).toBe(3);
    expect(bluesky?.text).not.toBe(instagram?.text);
    expect(linkedin?.text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(instagram?.text).toMatch(/\p{Extended_Pictographic}/u);
  });

  it('fits an over-long variant in whole sentences, hashtags first to go', async () => {
    const long = 'Fresh rye today. '.repeat(30).trim();
    const [fitted] = await new OfflineModel().fitVariants({
      profile: baker,
      variants: [{ platform: 'bluesky', title: '', text: long, hashtags: ['rye'], length: 510, limit: 300 }],
    });
    expect(fitted?.hashtags).toEqual([]);
    expect(fitted?.text).toMatch(/^(Fresh rye today\. ?)+$/);
    expect(measureVariant('bluesky', fitted ?? { text: '', hashtags: [] }).length).toBeLessThanOrEqual(300);
  });

  it('stops when the request is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(post({ signal: controller.signal })).rejects.toThrow();
  });
});

describe('the offline model with read posts', () => {
  const sourcePosts = [
    {
      handle: { type: 'website', reference: 'https://blog.example/' },
      own: false,
      text: 'A long post about rye',
      url: 'https://blog.example/rye',
      date: null,
    },
    {
      handle: { type: 'bluesky', reference: 'peer.bsky.social' },
      own: false,
      text: 'What is your go-to weekday loaf?',
      url: 'https://bsky.app/profile/peer.bsky.social/post/1',
      date: '2026-11-20T09:00:00Z',
      counts: { likes: 120, reposts: 4 },
    },
  ];

  it('names the most-liked post’s format in its first concept and links that post', async () => {
    const result = await concepts({ sourcePosts });
    const [first, ...rest] = [...result.mainstream, ...result.offstream];
    expect(first?.concept.Details).toMatch(
      /^What works right now: peer\.bsky\.social's most-liked recent post on Bluesky, 120 likes, 4 reposts is a question to the audience — “What is your go-to weekday loaf\?”/,
    );
    expect(first?.inspired_by).toEqual(['https://bsky.app/profile/peer.bsky.social/post/1']);
    expect(rest.every((c) => c.inspired_by.length === 0)).toBe(true);
  });

  it('links nothing when no post was read', async () => {
    const result = await concepts();
    expect([...result.mainstream, ...result.offstream].every((c) => c.inspired_by.length === 0)).toBe(true);
  });
});
