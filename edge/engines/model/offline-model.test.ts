import { describe, expect, it } from 'vitest';
import { pngPicture } from '../../../tests/edge/image-fixtures.ts';
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
  language: 'en-GB',
};

const lawyer: CreatorProfile = {
  name: 'Ravi Patel',
  professionalTitle: 'Employment lawyer',
  background: 'Fifteen years advising start-ups.',
  targetAudience: 'Founders hiring their first employees',
  testimonials: '',
  language: 'en-US',
};

const concepts = (overrides: Partial<ConceptRequest> = {}) =>
  new OfflineModel().generateConcepts({
    profile: baker,
    handles: [{ type: 'instagram', reference: 'adacrumb' }],
    relatedHandles: [{ type: 'tiktok', reference: 'breadlab' }],
    additionalInstructions: '',
    ...overrides,
  });

const post = (overrides: Partial<PostRequest> = {}) =>
  new OfflineModel().draftPost({
    profile: baker,
    style: { value: 'e-commerce', label: 'E-Commerce' },
    mediaContext: '',
    topicDetails: 'Our new rye loaf',
    additionalInstructions: '',
    ...overrides,
  });

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
      expect(item.post.content).toContain('\n');
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
    expect(text).toContain('#sourdough');
    // Across runs every template shows up; those that quote the profile do so verbatim.
    const many = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((i) => concepts({ additionalInstructions: i })),
    );
    const everything = allText(many);
    expect(everything).toContain('I left accounting in 2019 to open a tiny bakery in Leeds.');
    expect(everything).toContain('Ada made sourdough finally click for me.');
    expect(everything).toContain('@breadlab (TikTok)');
  });

  it('shapes posts for the platform of the first handle', async () => {
    const onX = await concepts({ handles: [{ type: 'x', reference: 'adacrumb' }] });
    expect(onX.mainstream[0]?.post.content).toMatch(/^\*\*1\/5\*\* /);
    expect(allText(onX)).toContain('thread of 4–6 posts');
    const onInstagram = await concepts();
    expect(onInstagram.mainstream[0]?.post.content).toMatch(/^\*\*[^*]+\*\*\n\n- /);
    expect(allText(onInstagram)).toContain('carousel');
  });

  it('repeats the additional instructions in each concept so the person sees them honoured', async () => {
    const result = await concepts({ additionalInstructions: 'Focus on the holiday season.' });
    for (const item of [...result.mainstream, ...result.offstream]) {
      expect(item.concept.Details).toContain('Focus on the holiday season.');
    }
  });

  it('copes with an empty profile and no related handles', async () => {
    const empty = {
      name: '',
      professionalTitle: '',
      background: '',
      targetAudience: '',
      testimonials: '',
      language: 'en-US',
    };
    const result = await concepts({ profile: empty, relatedHandles: [] });
    expect(generatedConcepts.parse(result)).toEqual(result);
    expect(allText(result)).not.toMatch(/undefined|null|NaN/);
  });

  it('drafts a post in the chosen style from the texts, without an image', async () => {
    const draft = await post({ mediaContext: 'Fresh from the oven this morning.' });
    expect(draft.title).toBe('Our new rye loaf: made for everyday use');
    expect(draft.content).toContain('Meet Our new rye loaf.');
    expect(draft.content).toContain('Fresh from the oven this morning.');
    expect(draft.content).toContain('Made for Home bakers who are scared of sourdough.');
    expect(draft.content).toContain('— Ada Crumb, Sourdough baker');
    const story = await post({ style: { value: 'storytelling', label: 'Storytelling' } });
    expect(story.title).toBe('The story behind Our new rye loaf');
  });

  it('writes only what a person would post: no image facts, instructions or model label in the text', async () => {
    const text = { mediaContext: 'Fresh from the oven.', additionalInstructions: 'Mention free delivery.' };
    const plain = await post(text);
    const withPicture = await post({
      ...text,
      image: { mime: 'image/png', bytes: pngPicture(40, 60), width: 40, height: 60 },
    });
    // Copy hands the body over as it is: it ends with the signature, and the picture changes nothing.
    expect(withPicture).toEqual(plain);
    expect(plain.content.endsWith('— Ada Crumb, Sourdough baker')).toBe(true);
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
      expect(plain.content).not.toContain(meta);
    }
  });

  it('stops when the request is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(post({ signal: controller.signal })).rejects.toThrow();
  });
});
