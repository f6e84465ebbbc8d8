import { type ReactElement, useId, useState } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { PlatformPostCard } from '../PlatformPostCard/PlatformPostCard.tsx';
import type { PlatformVariant, PostEdit, VariantText } from '../PlatformPostCard/types.ts';
import { PostCard } from '../PostCard/PostCard.tsx';
import * as s from './GeneratedPostList.css.ts';

/** A post drafted with a concept (SPEC §3 "Generated post"): not stored for the user until saved. */
export interface GeneratedPost {
  id: string;
  title: string;
  /** Markdown; unused when the post has `variants`. */
  content: string;
  /** One per platform the post was written for: the card then shows a tab per platform (plain text). */
  variants?: readonly PlatformVariant[] | undefined;
  /** Saved with PUT /api/user/generations/post/save. */
  saved?: boolean;
  /** Its save is in flight. */
  saving?: boolean;
  /** Made by the offline demo model. */
  offline?: boolean;
}

export interface GeneratedPostListProps {
  /** The posts of one concept run, each shown as a PostCard. */
  posts: readonly GeneratedPost[];
  /** Saves a post to the library, by id. */
  onSave: (id: string) => void;
  /**
   * Copy a post's text; a rejected promise shows no 'Copied'. For a post with variants, `text` is
   * exactly what to paste on the tab's platform.
   */
  onCopy?: (id: string, text?: string) => unknown;
  /** Length of a draft as `platform` counts it (the contract's measure), for posts with variants. */
  measure?: (platform: string, draft: VariantText) => number;
  /** Exactly what would be posted of a variant (the contract's postedText), for posts with variants. */
  postedText?: (draft: VariantText) => string;
  /** Saves a correction to a post with variants; without it they are read-only. */
  onEdit?: (id: string, edit: PostEdit) => unknown;
  /** The post whose correction is being saved. */
  savingEditId?: string | null;
  /** Download a post as a .txt named after its title. */
  onDownload?: (id: string) => void;
  /** Deletes a post, by id; without it there are no delete buttons. */
  onDelete?: (id: string) => void;
  /** Open on first render. Default true. */
  defaultExpanded?: boolean;
  /** Default 'Generated Posts' (SPEC §2). */
  title?: string;
  /** Shown inside an open, empty list. */
  emptyText?: string;
  /** The section heading's level. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * SPEC §2 /concept-generation: the collapsible 'Generated Posts' list — each post with save, copy,
 * download and delete, its saved state shown. A post written for named platforms shows a tab per
 * platform (PlatformPostCard, editable with `onEdit`); one saved from plain text keeps the PostCard.
 */
export function GeneratedPostList({
  posts,
  onSave,
  onCopy,
  onDownload,
  onDelete,
  measure,
  postedText,
  onEdit,
  savingEditId = null,
  defaultExpanded = true,
  title = 'Generated Posts',
  emptyText = 'Posts drafted with your concepts appear here.',
  headingLevel = 2,
}: GeneratedPostListProps): ReactElement {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={s.root} aria-labelledby={headingId}>
      <Heading className={s.heading}>
        <button
          type="button"
          id={headingId}
          className={s.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icons.ChevronRight size="sm" className={s.chevron({ expanded })} />
          <span>{title}</span>
          <Badge tone="neutral">
            {posts.length}
            <span className={s.countWord}> {posts.length === 1 ? 'post' : 'posts'}</span>
          </Badge>
        </button>
      </Heading>
      <div id={bodyId} hidden={!expanded} className={s.body}>
        {posts.length === 0 ? (
          <p className={s.empty}>{emptyText}</p>
        ) : (
          <ul className={s.grid}>
            {posts.map((post) => (
              <li key={post.id} className={s.item}>
                {post.variants?.length && measure && postedText ? (
                  <PlatformPostCard
                    title={post.title}
                    variants={post.variants}
                    measure={measure}
                    postedText={postedText}
                    offline={post.offline}
                    saved={post.saved}
                    saving={post.saving}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                    onSave={() => onSave(post.id)}
                    onCopy={onCopy ? (text) => onCopy(post.id, text) : undefined}
                    onDownload={onDownload ? () => onDownload(post.id) : undefined}
                    onDelete={onDelete ? () => onDelete(post.id) : undefined}
                    onEdit={onEdit ? (edit) => onEdit(post.id, edit) : undefined}
                    savingEdit={savingEditId === post.id}
                  />
                ) : (
                  <PostCard
                    title={post.title}
                    content={post.content}
                    offline={post.offline}
                    saved={post.saved}
                    saving={post.saving}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                    onSave={() => onSave(post.id)}
                    onCopy={onCopy ? () => onCopy(post.id) : undefined}
                    onDownload={onDownload ? () => onDownload(post.id) : undefined}
                    onDelete={onDelete ? () => onDelete(post.id) : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
