import type { ReactElement } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { ClampedContent } from '../ClampedContent/ClampedContent.tsx';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { DeleteIconButton } from '../DeleteIconButton/DeleteIconButton.tsx';
import { IconLink } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './CaptionItem.css.ts';
import { CAPTION_CLAMP_CHARACTERS, isSafeLink, isVideoUrl } from './media.ts';

export interface CaptionItemProps {
  /** The caption's `content_url`: a video (.mp4/.webm/.ogg) or an image. */
  url: string;
  /** The caption's `content_text`; missing or blank shows no text at all (never 'undefined'). */
  text?: string | null;
  /** Captioned in this session: a NEW badge. */
  isNew?: boolean;
  /** Copy the media's address; a rejected promise shows no 'Link copied'. */
  onCopyLink?: () => unknown;
  /** Deletes the caption; without it there is no delete button. */
  onDelete?: () => void;
  /** A delete is in flight. */
  deleting?: boolean;
  /** The item's accessible name, and the media's. Default 'Media caption'. */
  label?: string;
  /** Characters above which the text is clamped. Default 150 (SPEC §9). */
  clampAt?: number;
}

/**
 * SPEC §2 /media-captioning: one captioned media — a video player or an image, NEW, the caption text
 * clamped past 150 characters, and open-in-new-tab, copy-link and delete.
 */
export function CaptionItem({
  url,
  text,
  isNew = false,
  onCopyLink,
  onDelete,
  deleting = false,
  label = 'Media caption',
  clampAt = CAPTION_CLAMP_CHARACTERS,
}: CaptionItemProps): ReactElement {
  const caption = text?.trim() ? text : '';
  const video = isVideoUrl(url);
  return (
    <article className={s.card} aria-label={label}>
      <div className={s.media}>
        {video ? (
          // preload="none": a list of videos fetches nothing until one is played.
          // biome-ignore lint/a11y/useMediaCaption: the person's own upload has no timed-text track; the caption text beside it is its text alternative.
          <video className={s.video} src={url} controls preload="none" aria-label={label} />
        ) : (
          <img className={s.image} src={url} alt={label} decoding="async" />
        )}
        {isNew ? (
          <span className={s.newBadge}>
            <Badge tone="highlight">NEW</Badge>
          </span>
        ) : null}
      </div>
      <div className={s.body}>
        {caption ? (
          <ClampedContent long={caption.length > clampAt}>
            <p className={s.text}>{caption}</p>
          </ClampedContent>
        ) : null}
        <Box display="flex" justifyContent="flex-end" alignItems="center" gap="xxs">
          {isSafeLink(url) ? (
            <IconLink
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              label="Open in new tab"
              icon={<Icons.ExternalLink size="sm" />}
            />
          ) : null}
          {onCopyLink ? <CopyButton onCopy={onCopyLink} label="Copy link" copiedLabel="Link copied" /> : null}
          {onDelete ? (
            <DeleteIconButton label="Delete caption" deleting={deleting} onClick={onDelete} />
          ) : null}
        </Box>
      </div>
    </article>
  );
}
