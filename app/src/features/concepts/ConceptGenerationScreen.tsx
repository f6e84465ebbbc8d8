import { type ConceptStream, conceptToText, textFileName } from '@plume/ui';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { priceCents, useCosts } from '../../lib/costs.ts';
import { downloadText } from '../../lib/download.ts';
import { copyWithToast } from '../../lib/feedback.ts';
import { dollarsToCents } from '../../lib/money.ts';
import { cardVariants, hasPlatformVariants, measureDraft, postedText } from '../../lib/platformPosts/card.ts';
import { postFileText } from '../../lib/platformPosts/fileText.ts';
import { refineMenu } from '../../lib/platformPosts/refine.ts';
import { useMarkdownPreload } from '../../lib/useMarkdownPreload.ts';
import { useRevealOnSelect } from '../../lib/useRevealOnSelect.ts';
import { useSession } from '../../session/session.ts';
import { conceptErrors } from './api.ts';
import { ConceptGenerationView } from './ConceptGenerationView.tsx';
import { postText, sourceLinks } from './concepts.ts';
import { runGroups } from './runs.ts';
import { useConceptGeneration } from './useConceptGeneration.ts';

/**
 * SPEC §2 /concept-generation, the container: the profile's handles, the run, the selected concept
 * and the Generated Posts' save, copy, download, delete and corrections; ConceptGenerationView draws them.
 */
export default function ConceptGenerationScreen(): ReactElement | null {
  const { profile } = useSession();
  const navigate = useNavigate();
  const costs = useCosts();
  const run = useConceptGeneration();
  const [instructions, setInstructions] = useState('');
  const [stream, setStream] = useState<ConceptStream>('mainstream');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const reveal = useRevealOnSelect(selectedId);
  useMarkdownPreload();

  // A finished run opens its first concept.
  useEffect(() => {
    if (!run.latest) return;
    setStream(run.latest.stream);
    setSelectedId(run.latest.id);
  }, [run.latest]);

  const groups = useMemo(() => runGroups(run.runs.runs), [run.runs.runs]);

  if (!profile) return null;
  const handles = profile.your_handles;
  const related = profile.related_handles;
  const selected = [...run.lists.mainstream, ...run.lists.offstream].find((c) => c.id === selectedId);
  const postById = (id: string) => run.posts.find((p) => p.id === id);

  return (
    <ConceptGenerationView
      handles={handles}
      related={related}
      onNavigate={(href) => navigate(href)}
      costsError={costs.status === 'error' ? conceptErrors.costs : null}
      recentError={run.recentFailed ? conceptErrors.recent : null}
      onRetryRecent={run.retryRecent}
      instructions={instructions}
      onInstructionsChange={setInstructions}
      banner={run.banner.message}
      bannerHoldProps={run.banner.holdProps}
      onDismissBanner={run.banner.hide}
      loading={run.loading}
      runs={groups}
      earlierRuns={
        run.runs.hasEarlier ? { onShow: run.runs.showEarlier, loading: run.runs.loadingEarlier } : null
      }
      stream={stream}
      onStreamChange={setStream}
      selectedId={selectedId}
      onSelect={(id) => {
        reveal.request();
        setSelectedId(id);
      }}
      selected={
        selected
          ? {
              concept: selected.concept,
              offline: run.offlineIds.has(selected.id),
              sources: sourceLinks(selected.sources),
            }
          : null
      }
      panelRef={reveal.ref}
      onCopyConcept={() => (selected ? copyWithToast(conceptToText(selected.concept)) : undefined)}
      onDownloadConcept={() => {
        if (selected)
          downloadText(textFileName(selected.concept.Title, 'concept'), conceptToText(selected.concept));
      }}
      onCloseConcept={() => setSelectedId(null)}
      costCents={priceCents(costs, 'concepts-generation')}
      // The edge charges a concept run as one unit of its price.
      charge={{ units: 1, unit: ['run', 'runs'], balanceCents: dollarsToCents(profile.current_balance) }}
      generating={run.generating}
      cannotGenerate={handles.length === 0 && related.length === 0}
      onGenerate={() => void run.generate({ handles, related_handles: related }, instructions)}
      postsLoading={run.postsLoading}
      posts={{
        posts: run.posts.map((post) => ({
          id: post.id,
          title: post.title,
          content: post.content,
          variants: hasPlatformVariants(post.variants) ? cardVariants(post.variants) : undefined,
          saved: post.saved,
          saving: run.savingId === post.id,
          offline: run.offlineIds.has(post.id),
        })),
        measure: measureDraft,
        postedText,
        onSave: (id) => {
          const post = postById(id);
          if (post) void run.save(post);
        },
        // A platform post hands over exactly its variant as posted; a plain one its title and text.
        onCopy: (id, text) => {
          const post = postById(id);
          return post ? copyWithToast(text ?? postText(post)) : Promise.reject(new Error('No such post'));
        },
        onDownload: (id) => {
          const post = postById(id);
          if (post) downloadText(textFileName(post.title, 'post'), postFileText(post));
        },
        onDelete: (id) => run.remove(id),
        onEdit: (id, edit) => run.edits.edit(id, edit),
        savingEditId: run.edits.savingId,
        refine: {
          ...refineMenu(priceCents(costs, 'posts-refine'), profile.language),
          onRefine: (id, platform, request) => run.refining.refine(id, platform, request),
          busy: run.refining.busy,
        },
      }}
    />
  );
}
