import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LibraryKind } from '../../../../edge/features/library/contract.ts';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { copyWithToast } from '../../lib/feedback.ts';
import { useHiddenItems, withoutHidden } from '../../lib/hiddenItems.ts';
import { useMarkdownPreload } from '../../lib/useMarkdownPreload.ts';
import { libraryErrors } from './api.ts';
import { libraryPostItem } from './cards.ts';
import { LibraryView } from './LibraryView.tsx';
import { isItemHref, itemHref, openedFrom } from './openItem.ts';
import { SEARCH_PAUSE_MS, useLibrary, useSettled } from './useLibrary.ts';

/** /library: every post and concept the person keeps, searched and filtered, a page at a time. */
export default function LibraryScreen(): ReactElement {
  const [kind, setKind] = useState<LibraryKind>('posts');
  const [savedOnly, setSavedOnly] = useState(false);
  const [search, setSearch] = useState('');
  const [selectedConceptId, setSelectedConceptId] = useState<string | null>(null);
  const q = useSettled(search.trim(), SEARCH_PAUSE_MS);
  const library = useLibrary({ kind, savedOnly, q });
  const hidden = useHiddenItems();
  const navigate = useNavigate();
  useMarkdownPreload();

  const pages = library.data?.pages ?? [];
  // A list's pages all answer its kind; the check also narrows each page's items for TypeScript.
  // An item whose delete waits out its Undo stays out of the list, though the page read it again.
  const posts = withoutHidden(
    pages.flatMap((page) => (page.kind === 'posts' ? page.data.map(libraryPostItem) : [])),
    hidden,
  );
  const concepts = withoutHidden(
    pages.flatMap((page) =>
      page.kind === 'concepts'
        ? page.data.map((c) => ({ id: c.id, concept: c.concept, href: itemHref('concepts', c.id) }))
        : [],
    ),
    hidden,
  );
  // A failed first page (or its Retry) shows skeletons then the error; a failed later page keeps what loaded.
  const firstFailed = library.status === 'error' && pages.length === 0;
  const status = library.status === 'pending' ? 'loading' : firstFailed ? 'error' : 'ready';
  const error = library.error ? fetchErrorMessage(library.error, libraryErrors) : null;

  return (
    <LibraryView
      kind={kind}
      onKindChange={setKind}
      savedOnly={savedOnly}
      onSavedOnlyChange={setSavedOnly}
      search={search}
      onSearchChange={setSearch}
      status={firstFailed && library.isFetching ? 'loading' : status}
      error={error}
      onRetry={() => void library.refetch()}
      posts={posts}
      concepts={concepts}
      selectedConceptId={selectedConceptId}
      onSelectConcept={setSelectedConceptId}
      hasMore={library.hasNextPage}
      onLoadMore={() => void library.fetchNextPage()}
      loadingMore={library.isFetchingNextPage}
      loadMoreError={library.isFetchNextPageError ? error : null}
      onCopy={copyWithToast}
      onNavigate={(href) => navigate(href, isItemHref(href) ? { state: openedFrom('/library') } : undefined)}
    />
  );
}
