import { Markdown, MarkdownRenderer } from '@plume/ui';
import type { ReactElement } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isLibraryKind, type LibraryKind } from '../../../../edge/contract/library-kinds.ts';
import { priceCents, useCosts } from '../../lib/costs.ts';
import { measureDraft, postedText } from '../../lib/platformPosts/card.ts';
import { refineMenu } from '../../lib/platformPosts/refine.ts';
import { useSession } from '../../session/session.ts';
import { sourceLinks } from '../concepts/concepts.ts';
import { libraryPostItem } from './cards.ts';
import { type LibraryItemDetail, LibraryItemView } from './LibraryItemView.tsx';
import { backFrom, type OpenedFrom } from './openItem.ts';
import { useLibraryItem } from './useLibraryItem.ts';

/**
 * /library/{kind}/{id} (beyond the SPEC's routes, docs/product.md): one library item opened from its
 * card on the dashboard or /library. An address naming no kind shows the item as missing.
 */
export default function LibraryItemScreen(): ReactElement {
  const params = useParams();
  const kind: LibraryKind = isLibraryKind(params.kind) ? params.kind : 'posts';
  const known = isLibraryKind(params.kind);
  // The item's text is this screen's first paint: the renderer downloads with the screen, not after it.
  return (
    <MarkdownRenderer value={Markdown}>
      <LibraryItem key={`${kind}/${params.id}`} kind={kind} id={known ? (params.id ?? '') : ''} />
    </MarkdownRenderer>
  );
}

function LibraryItem({ kind, id }: { kind: LibraryKind; id: string }): ReactElement {
  const navigate = useNavigate();
  const location = useLocation();
  const { profile } = useSession();
  const costs = useCosts();
  // Opened from a list in this tab: Back (and a delete) returns to it by history; opened from a link or
  // a reload there is no such list behind it, so they go to /library.
  const back = backFrom(location.state as OpenedFrom | null);
  const leave = () => (back.inHistory ? navigate(-1) : navigate(back.href, { replace: true }));
  const item = useLibraryItem(kind, id, leave);

  const detail: LibraryItemDetail | null = !item.answer
    ? null
    : item.answer.kind === 'posts'
      ? {
          kind: 'posts',
          post: {
            ...libraryPostItem(item.answer.data),
            savingEdit: item.savingEdit,
            share: item.share,
            captionCopiedFor: item.captionCopiedFor,
          },
        }
      : {
          kind: 'concepts',
          concept: {
            id: item.answer.data.id,
            concept: item.answer.data.concept,
            sources: sourceLinks(item.answer.data.sources),
          },
        };

  return (
    <LibraryItemView
      kind={kind}
      status={id === '' ? 'missing' : item.status}
      error={item.error}
      onRetry={item.retry}
      item={detail}
      back={{ href: back.href, label: back.label }}
      onNavigate={(href) => (href === back.href ? leave() : navigate(href))}
      problem={item.problem}
      onDismissProblem={item.dismissProblem}
      measure={measureDraft}
      postedText={postedText}
      onCopy={item.copy}
      onDownload={item.download}
      onDelete={item.remove}
      onEdit={item.edit}
      onShare={item.shareTo}
      refine={{
        ...refineMenu(priceCents(costs, 'posts-refine'), profile?.language),
        onRefine: item.refine,
        busy: item.refineBusy,
      }}
    />
  );
}
