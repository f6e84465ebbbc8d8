import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { ClampedContent } from '../ClampedContent/ClampedContent.tsx';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { DeleteIconButton } from '../DeleteIconButton/DeleteIconButton.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { DeferredMarkdown } from '../Markdown/DeferredMarkdown.tsx';
import { OfflineModelBadge } from '../OfflineModelBadge/OfflineModelBadge.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as s from './PostCard.css.ts';

/** SPEC §9: post content longer than this is clamped to 3 lines. */
export const POST_CLAMP_CHARACTERS = 160;

export interface PostCardProps {
  /** The post's heading. */
  title: string;
  /** The post as Markdown (rendered without raw HTML or remote images); unused when `children` is given. */
  content?: string;
  /** In place of the Markdown text: PlatformPostCard puts its per-platform tabs here. */
  children?: ReactNode;
  /** The post's `content_url`: its image, shown above the text when present. */
  imageUrl?: string | null;
  /** Default '' (the text describes the post; the image is its illustration). */
  imageAlt?: string;
  /** Generated in this session: a NEW badge (SPEC §2). */
  isNew?: boolean;
  /** Made by the offline demo model: says so in the card's footer. */
  offline?: boolean;
  /** Download as a .txt named after the title (`textFileName`). */
  onDownload?: () => void;
  /** Copy the text; a rejected promise shows no 'Copied'. */
  onCopy?: () => unknown;
  /** Deletes the post; without it there is no delete button. */
  onDelete?: () => void;
  /** Save the post (the concept page's Generated Posts). */
  onSave?: () => void;
  /**
   * Already saved: the save button shows 'Saved' and does nothing more; without `onSave` (a list of
   * what a person keeps, such as the Library) a 'Saved' badge beside the title says so.
   */
  saved?: boolean;
  /** A save is in flight. */
  saving?: boolean;
  /** A delete is in flight: the delete button waits. */
  deleting?: boolean;
  /** Characters above which the text is clamped. Default 160 (SPEC §9). */
  clampAt?: number;
  /** The title's heading level, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Where the post opens in full (a list's detail view): the title is a link there. */
  titleHref?: string;
  /** Client-side routing for the title link (plain left-clicks only). */
  onNavigate?: NavigateHandler;
}

/** SPEC §2: one drafted post — image, title, NEW, clamped Markdown, and its download/copy/delete actions. */
export function PostCard({
  title,
  content = '',
  children,
  imageUrl,
  imageAlt = '',
  isNew = false,
  offline = false,
  onDownload,
  onCopy,
  onDelete,
  onSave,
  saved = false,
  saving = false,
  deleting = false,
  clampAt = POST_CLAMP_CHARACTERS,
  headingLevel = 3,
  titleHref,
  onNavigate,
}: PostCardProps): ReactElement {
  const titleId = useId();
  // A missing or expired image hides itself instead of showing a broken-image icon.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const showImage = Boolean(imageUrl) && brokenImage !== imageUrl;
  const hasActions = Boolean(onSave || onDownload || onCopy || onDelete);

  return (
    <article className={s.card} aria-labelledby={titleId}>
      {showImage && imageUrl ? (
        <img
          className={s.image}
          src={imageUrl}
          alt={imageAlt}
          decoding="async"
          onError={() => setBrokenImage(imageUrl)}
        />
      ) : null}
      <Box display="flex" flexDirection="column" gap="sm" padding="lg" minWidth={0}>
        <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="sm">
          <Heading id={titleId} className={s.title}>
            {titleHref ? (
              <a href={titleHref} className={s.titleLink} onClick={navigationClick(titleHref, onNavigate)}>
                {title}
              </a>
            ) : (
              title
            )}
          </Heading>
          {isNew ? <Badge tone="highlight">NEW</Badge> : null}
          {saved && !onSave ? (
            <Badge tone="success" icon={<Icons.BookmarkCheck size="sm" />}>
              Saved
            </Badge>
          ) : null}
        </Box>
        {children ?? (
          <ClampedContent long={content.length > clampAt}>
            <DeferredMarkdown className={s.markdown}>{content}</DeferredMarkdown>
          </ClampedContent>
        )}
        {offline || hasActions ? (
          <div className={s.footer}>
            {offline ? <OfflineModelBadge /> : null}
            {hasActions ? (
              <div className={s.actions}>
                {onSave ? <SaveButton onSave={onSave} saved={saved} saving={saving} /> : null}
                {onDownload ? (
                  <IconButton
                    size="sm"
                    label="Download post"
                    icon={<Icons.Download size="sm" />}
                    onClick={onDownload}
                  />
                ) : null}
                {onCopy ? <CopyButton onCopy={onCopy} label="Copy post" /> : null}
                {onDelete ? (
                  <DeleteIconButton label="Delete post" deleting={deleting} onClick={onDelete} />
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </Box>
    </article>
  );
}

function SaveButton({ onSave, saved, saving }: { onSave: () => void; saved: boolean; saving: boolean }) {
  if (saved) {
    return (
      <IconButton
        size="sm"
        label="Saved"
        className={s.saved}
        icon={<Icons.BookmarkCheck size="sm" />}
        disabled
      />
    );
  }
  return (
    <IconButton
      size="sm"
      label="Save post"
      icon={saving ? <Spinner size="sm" /> : <Icons.Bookmark size="sm" />}
      disabled={saving}
      aria-busy={saving || undefined}
      onClick={onSave}
    />
  );
}
