import type { ReactElement } from 'react';
import { badge } from '../Badge/Badge.css.ts';
import { Icons } from '../Icons/Icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { chipRemove } from './PlatformPostCard.css.ts';

export interface HashtagChipsProps {
  /** Hashtag words, without #. */
  tags: readonly string[];
  /** Removes one; without it the chips are read-only. */
  onRemove?: ((tag: string) => void) | undefined;
}

/** The variant's hashtags as chips, each with a remove button when the post can be edited. */
export function HashtagChips({ tags, onRemove }: HashtagChipsProps): ReactElement | null {
  if (tags.length === 0) return null;
  return (
    <Inline component="ul" space="xs" aria-label="Hashtags">
      {tags.map((tag) => (
        <li key={tag} className={badge({ tone: 'brand' })}>
          #{tag}
          {onRemove ? (
            <button
              type="button"
              className={chipRemove}
              aria-label={`Remove #${tag}`}
              title={`Remove #${tag}`}
              onClick={() => onRemove(tag)}
            >
              <Icons.Close size="sm" />
            </button>
          ) : null}
        </li>
      ))}
    </Inline>
  );
}
