import { type ReactElement, useId, useState } from 'react';
import { POST_CLAMP_CHARACTERS, PostCard, type PostCardProps } from '../PostCard/PostCard.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Tabs, tabPanelProps } from '../Tabs/Tabs.tsx';
import type { PlatformPostImage, PlatformVariant, PostEdit, PostRefine, VariantText } from './types.ts';
import { VariantPanel } from './VariantPanel.tsx';

export interface PlatformPostCardProps
  extends Omit<PostCardProps, 'content' | 'children' | 'onCopy' | 'imageUrl' | 'imageAlt'> {
  /** One variant per platform the post is for, in tab order. */
  variants: readonly PlatformVariant[];
  /** The post's images with their alt texts; the first is shown on the card. */
  images?: readonly PlatformPostImage[];
  /**
   * Length of a draft as `platform` counts it, for the live counter while editing: the app passes
   * the edge contract's `measureVariant(platform, draft).length`, so card and server agree.
   */
  measure: (platform: string, draft: VariantText) => number;
  /** Exactly what would be posted of a variant (the contract's `postedText`): what Copy hands over. */
  postedText: (draft: VariantText) => string;
  /** Copy: called with exactly the text to paste and the platform; a rejected promise shows no 'Copied'. */
  onCopy?: (text: string, platform: string) => unknown;
  /** 'Share…' for the selected platform (the app opens the system share sheet). */
  onShare?: (platform: string) => unknown;
  /** Files cannot be shared here: in place of 'Share…', say so and offer copy and download. */
  shareFallback?: boolean;
  /** The platform whose caption was just put on the clipboard before sharing: says to paste it in the app. */
  captionCopiedFor?: string | null;
  /** Saves a correction (a variant's text, title or hashtags, or the alt texts); without it nothing is editable. */
  onEdit?: (edit: PostEdit) => unknown;
  /** A correction is being saved. */
  savingEdit?: boolean;
  /** Refine on every tab (a paid rewrite of that tab's variant); without it there is no Refine. */
  refine?: PostRefine | undefined;
  /** The platform shown first; default the first variant's. */
  initialPlatform?: string;
}

/**
 * A drafted post with one tab per platform it was written for: each tab shows the text as it will be
 * posted (plain text, line breaks kept), its length against the platform's limit, its hashtags and
 * whether each alt text fits, with copy, share, edit and Refine. Props in, callbacks out: the app fetches,
 * copies and shares.
 */
export function PlatformPostCard({
  variants,
  images = [],
  measure,
  postedText,
  onCopy,
  onShare,
  shareFallback = false,
  captionCopiedFor = null,
  onEdit,
  savingEdit = false,
  refine,
  initialPlatform,
  onDownload,
  clampAt = POST_CLAMP_CHARACTERS,
  ...card
}: PlatformPostCardProps): ReactElement {
  const idPrefix = `variants${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [chosen, setChosen] = useState(initialPlatform ?? variants[0]?.platform ?? '');
  const variant = variants.find((v) => v.platform === chosen) ?? variants[0];
  const first = images[0];

  return (
    <PostCard {...card} imageUrl={first?.url ?? null} imageAlt={first?.altText ?? ''} onDownload={onDownload}>
      {variant ? (
        <Stack space="sm">
          <Tabs
            items={variants.map((v) => ({ key: v.platform, label: v.label }))}
            value={variant.platform}
            onChange={setChosen}
            label="Platforms"
            idPrefix={idPrefix}
          />
          <div {...tabPanelProps(idPrefix, variant.platform)}>
            <VariantPanel
              // A new tab starts in read mode with its own draft.
              key={variant.platform}
              variant={variant}
              images={images}
              measure={(draft) => measure(variant.platform, draft)}
              postedText={postedText}
              clampAt={clampAt}
              onCopy={onCopy ? (text) => onCopy(text, variant.platform) : undefined}
              onShare={onShare ? () => onShare(variant.platform) : undefined}
              shareFallback={shareFallback}
              onDownload={onDownload}
              captionCopied={captionCopiedFor === variant.platform}
              onEdit={onEdit}
              savingEdit={savingEdit}
              refine={refine}
            />
          </div>
        </Stack>
      ) : null}
    </PostCard>
  );
}
