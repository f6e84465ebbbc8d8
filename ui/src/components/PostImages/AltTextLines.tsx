import type { ReactElement } from 'react';
import { Text } from '../Text/Text.tsx';
import { altText as altTextClass } from './PostImages.css.ts';

/**
 * An image's alt text under its small heading ('Alt text, image 2'), muted with a placeholder while
 * there is none: the same two lines under a post's pictures and in a platform variant.
 */
export function AltTextLines({ index, altText }: { index: number; altText: string }): ReactElement {
  return (
    <>
      <Text size="xs" tone="muted" weight="semibold">
        Alt text, image {index + 1}
      </Text>
      <Text size="sm" tone={altText ? undefined : 'muted'} className={altTextClass}>
        {altText || 'No alt text yet'}
      </Text>
    </>
  );
}
