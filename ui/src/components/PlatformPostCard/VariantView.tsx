import type { ReactElement, ReactNode } from 'react';
import { Box } from '../Box/Box.tsx';
import { ClampedContent } from '../ClampedContent/ClampedContent.tsx';
import { LengthCounter } from '../Field/LengthCounter.tsx';
import { AltTextLines } from '../PostImages/AltTextLines.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { AltTextFit } from './AltTextFit.tsx';
import { HashtagChips } from './HashtagChips.tsx';
import * as s from './PlatformPostCard.css.ts';
import type { PlatformPostImage, PlatformVariant } from './types.ts';

export interface VariantViewProps {
  variant: PlatformVariant;
  images: readonly PlatformPostImage[];
  /** The pin title's length as the platform counts it. */
  titleLength: number;
  /** Characters above which the text is clamped with See more. */
  clampAt: number;
  /** Removes a hashtag (and saves); without it the chips are read-only. */
  onRemoveHashtag?: ((tag: string) => void) | undefined;
  /** The row of actions under the text (edit, copy, share). */
  actions: ReactNode;
}

/** One platform's variant as it would be posted: title, plain text, hashtags, length and alt texts. */
export function VariantView({
  variant,
  images,
  titleLength,
  clampAt,
  onRemoveHashtag,
  actions,
}: VariantViewProps): ReactElement {
  const titleLimit = variant.titleLimit ?? null;
  return (
    <Stack space="sm">
      {variant.title ? (
        <Stack space="xxs">
          <Text size="xs" tone="muted" weight="semibold">
            Pin title
          </Text>
          <Text size="sm" weight="semibold" className={s.text}>
            {variant.title}
          </Text>
          {titleLimit !== null ? <LengthCounter length={titleLength} limit={titleLimit} showOver /> : null}
        </Stack>
      ) : null}
      <ClampedContent long={variant.text.length > clampAt}>
        <Text size="sm" className={s.text}>
          {variant.text}
        </Text>
      </ClampedContent>
      <HashtagChips tags={variant.hashtags} onRemove={onRemoveHashtag} />
      {/* Counter on one side, actions on the other; they wrap on a narrow card. */}
      <Box display="flex" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap="sm">
        <LengthCounter length={variant.length} limit={variant.limit} showOver />
        {actions}
      </Box>
      {images.map((image, index) => (
        <div key={image.url} className={s.altItem}>
          <AltTextLines index={index} altText={image.altText} />
          <AltTextFit altText={image.altText} limit={variant.altTextLimit} label={variant.label} />
        </div>
      ))}
    </Stack>
  );
}
