import {
  Alert,
  Box,
  Columns,
  ErrorBanner,
  GenerateButton,
  ImageCarousel,
  PageHeader,
  Select,
  Stack,
  TextareaField,
  WORD_LIMIT,
} from '@plume/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { priceCents, useCosts } from '../../lib/costs.ts';
import { dollarsToCents } from '../../lib/money.ts';
import { useSession } from '../../session/session.ts';
import { draftingCharge } from './charge.ts';
import { RecentPosts } from './RecentPosts.tsx';
import { useImages } from './useImages.ts';
import { type Texts, usePostDrafting } from './usePostDrafting.ts';

const TEXT_FIELDS: { field: keyof Texts; label: string; placeholder: string }[] = [
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

/**
 * SPEC §2 /post-generation (Post Drafting): Style, the Media carousel, three optional texts with
 * 250-word counters, 'Generate $0.30 per Image' ('Generating...' while busy, a skeleton card) with the
 * run's total and what remains under it, an error banner that hides after 5 s (its 402 links to
 * /recharge), and the Recent panel.
 */
export default function PostDraftingScreen(): ReactElement {
  const navigate = useNavigate();
  const costs = useCosts();
  const draft = usePostDrafting();
  const images = useImages();
  const { profile } = useSession();
  const busy = draft.generating || images.preparing;

  // A drafted run lets go of its images, so adding one more drafts (and charges) only that one; a
  // failed run keeps them for another try. A partly failed run drafted some: the answer does not say
  // which, and keeping all would charge the drafted ones again, so they go too (the banner says how
  // many failed).
  const generate = async () => {
    if (busy) return;
    const sent = images.images;
    if (await draft.generate(sent.map((image) => image.file))) images.discard(sent.map((image) => image.id));
  };

  return (
    <Stack space="lg">
      <PageHeader
        title="Post Drafting"
        description="Ready-to-post drafts from your images, a style and optional details: one post per image."
      />
      <Columns template="mainAside" space="xl">
        <Stack
          component="form"
          space="md"
          aria-label="Draft posts"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <Select
            name="style"
            label="Style"
            options={draft.styles.data ?? [{ value: draft.style, label: 'E-Commerce' }]}
            value={draft.style}
            disabled={draft.generating || draft.styles.status !== 'success'}
            onChange={draft.setStyle}
          />
          <ImageCarousel
            images={images.images.map((image) => ({ id: image.id, src: image.url, name: image.name }))}
            index={images.index}
            onIndexChange={images.setIndex}
            onAddFiles={images.add}
            onRemove={images.remove}
            disabled={draft.generating}
          />
          {images.notice ? <Alert tone="info">{images.notice}</Alert> : null}
          {TEXT_FIELDS.map(({ field, label, placeholder }) => (
            <TextareaField
              key={field}
              name={field}
              label={label}
              placeholder={placeholder}
              value={draft.texts[field]}
              onChange={(value) => draft.setText(field, value)}
              rows={3}
              wordLimit={WORD_LIMIT}
            />
          ))}
          {draft.banner.message ? (
            <div {...draft.banner.holdProps}>
              {draft.banner.message.tone === 'info' ? (
                <Alert tone="info">{draft.banner.message.message}</Alert>
              ) : (
                <ErrorBanner
                  // SPEC §8: the post-drafting banner links to /recharge (the router sends it on).
                  rechargeHref={draft.banner.message.outOfCredits ? '/recharge' : undefined}
                  onNavigate={(href) => navigate(href)}
                  onDismiss={draft.banner.hide}
                >
                  {draft.banner.message.message}
                </ErrorBanner>
              )}
            </div>
          ) : null}
          <Box alignSelf="flex-start">
            <GenerateButton
              label="Generate"
              costCents={priceCents(costs, 'posts-drafting')}
              costSuffix="per Image"
              charge={draftingCharge(images.images.length, dollarsToCents(profile?.current_balance))}
              busy={draft.generating}
              disabled={images.preparing}
              onClick={() => void generate()}
            />
          </Box>
        </Stack>
        <RecentPosts
          recent={draft.recent}
          offlineIds={draft.offlineIds}
          generating={draft.generating}
          withImages={images.images.length > 0}
        />
      </Columns>
    </Stack>
  );
}
