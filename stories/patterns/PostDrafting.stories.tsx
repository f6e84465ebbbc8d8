import { expect, fn, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PostDraftingView } from '../../app/src/features/posts/PostDraftingView.tsx';
import type { RecentPostItem, RecentPostViewProps } from '../../app/src/features/posts/RecentPostView.tsx';
import { platformLabel } from '../../edge/contract/handles.ts';
import { IMAGE_POST_PLATFORMS } from '../../edge/contract/platforms.ts';
import type { RecentPost } from '../../edge/features/library/contract.ts';
import { posts, samplePhoto } from '../generationFixtures.ts';
import { bakeImages, bluesky, instagram, linkedin, postedText } from '../platformFixtures.ts';
import { savedPostActions } from '../savedPostActions.ts';
import { spies } from '../spies.ts';
import { backToTop } from './PatternShell.tsx';
import { patternRender } from './patternRender.tsx';
import { loadedRecent } from './recentList.ts';

// /post-generation's own view (app/src/features/posts/PostDraftingView.tsx) with fixtures: Style, the
// Media carousel, Post to and One post for all images, three optional texts with word counters and
// 'Generate $0.30 per Image' beside the Recent panel: a carousel post written for three platforms, and
// an older post written for none (its Markdown card). The app scales and uploads real files.

const created_at = '2026-03-02T09:00:00.000Z';
const recentPosts: RecentPost[] = [
  {
    id: 'bake',
    title: 'This morning’s bake',
    content: postedText(instagram),
    content_url: bakeImages[0]?.url ?? null,
    created_at,
    variants: [],
    images: [],
  },
  {
    ...(posts[0] as (typeof posts)[number]),
    content_url: samplePhoto(40),
    created_at,
    variants: [],
    images: [],
  },
];

/** A Recent card at rest (not being deleted or edited, no share sheet), with the actions every card gets. */
const actions = savedPostActions();
const card = (
  post: Pick<RecentPostItem, 'id' | 'title' | 'content' | 'imageUrl' | 'variants' | 'images'> &
    Partial<RecentPostItem>,
): RecentPostViewProps => ({
  post: {
    isNew: false,
    offline: false,
    deleting: false,
    savingEdit: false,
    share: 'none',
    captionCopiedFor: null,
    ...post,
  },
  ...actions,
});
const cards: Record<string, RecentPostViewProps> = {
  bake: card({
    id: 'bake',
    title: 'This morning’s bake',
    content: '',
    imageUrl: null,
    variants: [instagram, linkedin, bluesky],
    images: bakeImages,
    isNew: true,
  }),
  'post-1': card({
    id: 'post-1',
    title: posts[0]?.title ?? '',
    content: posts[0]?.content ?? '',
    imageUrl: samplePhoto(40),
    variants: [],
    images: [],
  }),
};

const meta = preview.meta({
  title: 'Patterns/Post Drafting',
  component: PostDraftingView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  render: patternRender(PostDraftingView, { active: '/post-generation' }, (args, updateArgs) => ({
    onStyleChange: (style) => updateArgs({ style }),
    onImageIndexChange: (imageIndex) => updateArgs({ imageIndex }),
    onTextChange: (field, value) => updateArgs({ texts: { ...args.texts, [field]: value } }),
    postTo: {
      ...args.postTo,
      onPlatformsChange: (platforms) => updateArgs({ postTo: { ...args.postTo, platforms } }),
      onCarouselChange: (checked) =>
        updateArgs({ postTo: { ...args.postTo, carousel: { ...args.postTo.carousel, checked } } }),
    },
    onGenerate: () => {
      args.onGenerate();
      updateArgs({ generating: true });
    },
  })),
  args: {
    styles: [
      { value: 'e-commerce', label: 'E-Commerce' },
      { value: 'storytelling', label: 'Storytelling' },
      { value: 'educational', label: 'Educational' },
    ],
    style: 'e-commerce',
    stylesReady: true,
    onStyleChange: fn(),
    images: [
      { id: 'loaf', src: samplePhoto(28), name: 'country-loaf.jpg' },
      { id: 'box', src: samplePhoto(330), name: 'pastry-box.png' },
    ],
    imageIndex: 0,
    ...spies('onImageIndexChange', 'onAddImages', 'onRemoveImage'),
    preparing: false,
    imageNotice: null,
    texts: { media_context: '', topic_details: '', additional_instructions: '' },
    onTextChange: fn(),
    postTo: {
      options: IMAGE_POST_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) })),
      platforms: ['instagram'],
      onPlatformsChange: fn(),
      carousel: { checked: false, disabled: false, reason: null },
      onCarouselChange: fn(),
    },
    banner: null,
    bannerHoldProps: {},
    ...spies('onDismissBanner', 'onNavigate'),
    costCents: 30,
    charge: { units: 2, unit: ['image', 'images'], balanceCents: 1250 },
    generating: false,
    onGenerate: fn(),
    recent: {
      recent: loadedRecent(recentPosts),
      card: (post: RecentPost) => cards[post.id] as RecentPostViewProps,
    },
  } as const,
});

/**
 * A person has checked both photos, posts to Instagram, LinkedIn and Bluesky as one carousel post, has
 * said what it is about and pressed Generate: a draft is on its way, beside their last carousel post.
 * The story starts in that state rather than clicking its way there, so its screenshot never races the
 * args round trip of a busy machine; the controls' own stories play the clicks.
 */
export const Generating = meta.story({
  args: {
    imageIndex: 1,
    texts: { media_context: '', topic_details: 'Pastry box', additional_instructions: '' },
    postTo: {
      ...meta.input.args.postTo,
      platforms: ['instagram', 'linkedin', 'bluesky'],
      carousel: { checked: true, disabled: false, reason: null },
    },
    generating: true,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2 / 2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'pastry-box.png' })).toBeVisible();
    await expect(canvas.getByText('2 images × $0.30 = $0.60')).toBeVisible();
    await expect(canvas.getByText('$11.90 left')).toBeVisible();
    const postTo = canvas.getByRole('group', { name: 'Post to' });
    await expect(within(postTo).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'One post for all images' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Post Topic/Details (optional)' })).toHaveValue(
      'Pastry box',
    );
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    const recent = canvas.getByRole('region', { name: 'Recent' });
    await expect(
      within(recent)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Instagram', 'LinkedIn', 'Bluesky']);
    backToTop(canvasElement);
  },
});
