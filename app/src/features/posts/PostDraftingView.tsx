import {
  Alert,
  Box,
  type CarouselImage,
  Columns,
  ErrorBanner,
  GenerateButton,
  ImageCarousel,
  type RunCharge,
  Select,
  Stack,
  TextareaField,
  WORD_LIMIT,
} from '@plume/ui';
import type { HTMLAttributes, ReactElement } from 'react';
import type { PostTextField, StyleOption } from '../../../../edge/features/posts/contract.ts';
import { ScreenView } from '../../lib/ScreenView.tsx';
import { PostToView, type PostToViewProps } from './PostToView.tsx';
import { RecentPostsView, type RecentPostsViewProps } from './RecentPostsView.tsx';

export type DraftingTexts = Record<Exclude<PostTextField, 'style'>, string>;

const TEXT_FIELDS: { field: keyof DraftingTexts; label: string; placeholder: string }[] = [
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
];

/** What the run left to say: an error (its 402 links to /recharge) or a partial success. */
export type DraftingBanner = { message: string; tone: 'error' | 'info'; outOfCredits: boolean };

export type PostDraftingViewProps = {
  styles: readonly StyleOption[];
  style: string;
  stylesReady: boolean;
  onStyleChange: (style: string) => void;
  images: readonly CarouselImage[];
  imageIndex: number;
  onImageIndexChange: (index: number) => void;
  onAddImages: (files: readonly File[]) => void;
  onRemoveImage: (id: string) => void;
  /** Images are being scaled: Generate waits. */
  preparing: boolean;
  /** Why some chosen files were not added (more than 10). */
  imageNotice: string | null;
  texts: DraftingTexts;
  onTextChange: (field: keyof DraftingTexts, value: string) => void;
  postTo: Omit<PostToViewProps, 'disabled'>;
  banner: DraftingBanner | null;
  /** Spread around the banner: hovering or focusing it stops its 5-second clock. */
  bannerHoldProps: HTMLAttributes<HTMLDivElement>;
  onDismissBanner: () => void;
  onNavigate: (href: string) => void;
  costCents: number | undefined;
  charge: RunCharge;
  generating: boolean;
  onGenerate: () => void;
  recent: Omit<RecentPostsViewProps, 'generating' | 'withImages'>;
};

/**
 * SPEC §2 /post-generation (Post Drafting): Style, the Media carousel, Post to and One post for all
 * images, three optional texts with 250-word counters, 'Generate $0.30 per Image' ('Generating...'
 * while busy, a skeleton card) with the run's total and what remains under it, an error banner that
 * hides after 5 s (its 402 links to /recharge), and the Recent panel.
 */
export function PostDraftingView(props: PostDraftingViewProps): ReactElement {
  const { banner, generating } = props;
  return (
    <ScreenView screen="postDrafting">
      <Columns template="mainAside" space="xl">
        <Stack
          component="form"
          space="md"
          aria-label="Draft posts"
          onSubmit={(event) => {
            event.preventDefault();
            props.onGenerate();
          }}
        >
          <Select
            name="style"
            label="Style"
            options={props.styles.length > 0 ? props.styles : [{ value: props.style, label: 'E-Commerce' }]}
            value={props.style}
            disabled={generating || !props.stylesReady}
            onChange={props.onStyleChange}
          />
          <ImageCarousel
            images={props.images}
            index={props.imageIndex}
            onIndexChange={props.onImageIndexChange}
            onAddFiles={props.onAddImages}
            onRemove={props.onRemoveImage}
            disabled={generating}
          />
          {props.imageNotice ? <Alert tone="info">{props.imageNotice}</Alert> : null}
          <PostToView {...props.postTo} disabled={generating} />
          {TEXT_FIELDS.map(({ field, label, placeholder }) => (
            <TextareaField
              key={field}
              name={field}
              label={label}
              placeholder={placeholder}
              value={props.texts[field]}
              onChange={(value) => props.onTextChange(field, value)}
              rows={3}
              wordLimit={WORD_LIMIT}
            />
          ))}
          {banner ? (
            <div {...props.bannerHoldProps}>
              {banner.tone === 'info' ? (
                <Alert tone="info">{banner.message}</Alert>
              ) : (
                <ErrorBanner
                  // SPEC §8: the post-drafting banner links to /recharge (the router sends it on).
                  rechargeHref={banner.outOfCredits ? '/recharge' : undefined}
                  onNavigate={props.onNavigate}
                  onDismiss={props.onDismissBanner}
                >
                  {banner.message}
                </ErrorBanner>
              )}
            </div>
          ) : null}
          <Box alignSelf="flex-start">
            <GenerateButton
              label="Generate"
              costCents={props.costCents}
              costSuffix="per Image"
              charge={props.charge}
              busy={generating}
              disabled={props.preparing}
              onClick={props.onGenerate}
            />
          </Box>
        </Stack>
        <RecentPostsView {...props.recent} generating={generating} withImages={props.images.length > 0} />
      </Columns>
    </ScreenView>
  );
}
