import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type CarouselImage,
  GenerateButton,
  ImageCarousel,
  PageHeader,
  PostCard,
  PostCardSkeleton,
  RecentPanel,
  Select,
  TextareaField,
  vars,
  WORD_LIMIT,
} from '../../ui/src/index.ts';
import { posts, samplePhoto } from '../generationFixtures.ts';
import { backToTop, column, PatternShell, screen } from './PatternShell.tsx';

// /post-generation as app/src/features/posts/PostDraftingScreen.tsx composes it: Style, the Media
// carousel, three optional texts with word counters and 'Generate $0.30 per Image' beside the Recent
// panel of the newest posts. Images are fixture pictures; the app scales and uploads real files.

const styles = [
  { value: 'e-commerce', label: 'E-Commerce' },
  { value: 'storytelling', label: 'Storytelling' },
  { value: 'educational', label: 'Educational' },
];
const texts = [
  {
    field: 'media_context',
    label: 'Provide media context (optional)',
    placeholder: 'What the pictures show, where and when they were taken…',
  },
  {
    field: 'topic_details',
    label: 'Post Topic/Details (optional)',
    placeholder: 'The product, offer or story the post is about…',
  },
  {
    field: 'additional_instructions',
    label: 'Additional Instructions (optional)',
    placeholder: 'Tone, length, hashtags, a call to action…',
  },
] as const;
type TextField = (typeof texts)[number]['field'];

const startImages: CarouselImage[] = [
  { id: 'loaf', src: samplePhoto(28), name: 'country-loaf.jpg' },
  { id: 'box', src: samplePhoto(330), name: 'pastry-box.png' },
];
const recent = posts.map((post, index) => ({
  ...post,
  imageUrl: samplePhoto(40 + index * 90),
  isNew: index === 0,
}));

const workspace: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
  gap: vars.space.xl,
  alignItems: 'start',
};

const onGenerate = fn();

function PostDrafting(): ReactElement {
  const [style, setStyle] = useState('e-commerce');
  const [images, setImages] = useState(startImages);
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<Record<TextField, string>>({
    media_context: '',
    topic_details: '',
    additional_instructions: '',
  });
  const [generating, setGenerating] = useState(false);
  return (
    <PatternShell active="/post-generation">
      <div style={screen}>
        <PageHeader
          title="Post Drafting"
          description="Ready-to-post drafts from your images, a style and optional details: one post per image."
        />
        <div style={workspace}>
          <form style={column} aria-label="Draft posts" onSubmit={(event) => event.preventDefault()}>
            <Select
              name="style"
              label="Style"
              options={styles}
              value={style}
              onChange={setStyle}
              disabled={generating}
            />
            <ImageCarousel
              images={images}
              index={index}
              onIndexChange={setIndex}
              onAddFiles={() => {}}
              onRemove={(id) => setImages((list) => list.filter((image) => image.id !== id))}
              disabled={generating}
            />
            {texts.map(({ field, label, placeholder }) => (
              <TextareaField
                key={field}
                name={field}
                label={label}
                placeholder={placeholder}
                value={values[field]}
                onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
                rows={3}
                wordLimit={WORD_LIMIT}
              />
            ))}
            <div style={{ alignSelf: 'flex-start' }}>
              <GenerateButton
                label="Generate"
                costCents={30}
                costSuffix="per Image"
                charge={
                  images.length > 0
                    ? { units: images.length, unit: ['image', 'images'], balanceCents: 1250 }
                    : {
                        units: 1,
                        unit: ['text-only post', 'text-only posts'],
                        lead: 'No images:',
                        balanceCents: 1250,
                      }
                }
                busy={generating}
                onClick={() => {
                  onGenerate({ style, images: images.length, ...values });
                  setGenerating(true);
                }}
              />
            </div>
          </form>
          <RecentPanel
            items={recent}
            getKey={(post) => post.id}
            pending={generating ? <PostCardSkeleton /> : undefined}
            onClearAll={() => {}}
            renderItem={(post) => (
              <PostCard
                title={post.title}
                content={post.content}
                imageUrl={post.imageUrl}
                isNew={post.isNew}
                onCopy={() => {}}
                onDownload={() => {}}
                onDelete={() => {}}
              />
            )}
          />
        </div>
      </div>
    </PatternShell>
  );
}

const meta = {
  title: 'Patterns/Post Drafting',
  component: PostDrafting,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof PostDrafting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person checks both photos, says what the post is about and generates: a draft is on its way. */
export const Generating: Story = {
  play: async ({ canvasElement }) => {
    onGenerate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await expect(canvas.getByText('2 images × $0.30 = $0.60')).toBeVisible();
    await expect(canvas.getByText('$11.90 left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('2 / 2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'pastry-box.png' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Post Topic/Details (optional)' }),
      'Pastry box',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Generate $0.30 per Image' }));
    await expect(onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({ style: 'e-commerce', images: 2, topic_details: 'Pastry box' }),
    );
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(canvas.getAllByRole('article')).toHaveLength(posts.length);
    backToTop(canvasElement);
  },
};
