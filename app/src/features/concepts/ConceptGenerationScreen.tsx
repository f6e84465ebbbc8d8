import {
  Alert,
  Box,
  Columns,
  ConceptList,
  ConceptPanel,
  type ConceptStream,
  conceptToText,
  ErrorBanner,
  GenerateButton,
  GeneratedPostList,
  LoadError,
  PageHeader,
  Stack,
  TextareaField,
  textFileName,
  WORD_LIMIT,
} from '@plume/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { priceCents, useCosts } from '../../lib/costs.ts';
import { copyText, downloadText } from '../../lib/download.ts';
import { dollarsToCents } from '../../lib/money.ts';
import { useRevealOnSelect } from '../../lib/useRevealOnSelect.ts';
import { useSession } from '../../session/session.ts';
import { conceptErrors } from './api.ts';
import { postText } from './concepts.ts';
import { HandlesInUse } from './HandlesInUse.tsx';
import { useConceptGeneration } from './useConceptGeneration.ts';

/**
 * SPEC §2 /concept-generation: the handles in use, Additional Instructions (250-word counter),
 * 'Generate 5 Concept' with its price and, under it, the run's total and what remains (above the list
 * while it is empty, below once it is not), the Mainstream/Offstream lists with the concept panel, and
 * the Generated Posts.
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

  // A finished run opens its first concept.
  useEffect(() => {
    if (!run.latest) return;
    setStream(run.latest.stream);
    setSelectedId(run.latest.id);
  }, [run.latest]);

  if (!profile) return null;
  const handles = profile.your_handles;
  const related = profile.related_handles;
  const noHandles = handles.length === 0 && related.length === 0;
  const total = run.lists.mainstream.length + run.lists.offstream.length;
  const selected = [...run.lists.mainstream, ...run.lists.offstream].find((c) => c.id === selectedId);
  const postById = (id: string) => run.posts.find((p) => p.id === id);
  const select = (id: string) => {
    reveal.request();
    setSelectedId(id);
  };

  const generateButton = (
    <Box alignSelf="flex-start">
      <GenerateButton
        label="Generate 5 Concept"
        costCents={priceCents(costs, 'concepts-generation')}
        // The edge charges a concept run as one unit of its price.
        charge={{ units: 1, unit: ['run', 'runs'], balanceCents: dollarsToCents(profile.current_balance) }}
        busy={run.generating}
        disabled={noHandles}
        onClick={() => void run.generate({ handles, related_handles: related }, instructions)}
      />
    </Box>
  );

  return (
    <Stack space="lg">
      <PageHeader
        title="Concept Generation"
        description="Five content concepts per run from your handles and related handles, split into Mainstream and Offstream."
      />
      {costs.status === 'error' ? <Alert tone="error">{conceptErrors.costs}</Alert> : null}
      {run.recentFailed ? <LoadError onRetry={run.retryRecent}>{conceptErrors.recent}</LoadError> : null}

      <HandlesInUse handles={handles} related={related} />
      <TextareaField
        name="additional_instructions"
        label="Additional Instructions"
        placeholder="Anything the concepts should lean into: a launch, a season, a tone…"
        value={instructions}
        onChange={setInstructions}
        rows={4}
        wordLimit={WORD_LIMIT}
      />

      {run.banner.message ? (
        <div {...run.banner.holdProps}>
          <ErrorBanner
            rechargeHref={run.banner.message.outOfCredits ? '/wallet-recharge' : undefined}
            onNavigate={(href) => navigate(href)}
            onDismiss={run.banner.hide}
          >
            {run.banner.message.message}
          </ErrorBanner>
        </div>
      ) : null}

      {run.loading ? (
        // Where the button goes (above an empty list, below a filled one) and how tall the list is
        // are known once the recent concepts load; until then the list's skeleton stands for this
        // part, and the button, the lists and the Generated Posts arrive together, pushing nothing.
        <Columns template="listDetail" space="xl">
          <Stack space="md">
            <ConceptList
              mainstream={[]}
              offstream={[]}
              stream={stream}
              onStreamChange={setStream}
              selectedId={null}
              onSelect={select}
              loading
              emptyText=""
            />
          </Stack>
        </Columns>
      ) : (
        <>
          {total === 0 ? generateButton : null}
          <Columns template="listDetail" space="xl">
            <Stack space="md">
              <ConceptList
                mainstream={run.lists.mainstream.map((c) => ({ id: c.id, title: c.concept.Title }))}
                offstream={run.lists.offstream.map((c) => ({ id: c.id, title: c.concept.Title }))}
                stream={stream}
                onStreamChange={setStream}
                selectedId={selectedId}
                onSelect={select}
                emptyText="No concepts yet. Generate your first five."
              />
              {total > 0 ? generateButton : null}
            </Stack>
            <Box minWidth={0} position={{ wide: 'sticky' }} top={{ wide: 'xl' }}>
              {selected ? (
                <ConceptPanel
                  ref={reveal.ref}
                  concept={selected.concept}
                  offline={run.offlineIds.has(selected.id)}
                  onCopy={() => copyText(conceptToText(selected.concept))}
                  onDownload={() =>
                    downloadText(
                      textFileName(selected.concept.Title, 'concept'),
                      conceptToText(selected.concept),
                    )
                  }
                  onClose={() => setSelectedId(null)}
                />
              ) : null}
            </Box>
          </Columns>

          <GeneratedPostList
            posts={run.posts.map((post) => ({
              id: post.id,
              title: post.title,
              content: post.content,
              saved: post.saved,
              saving: run.savingId === post.id,
              offline: run.offlineIds.has(post.id),
            }))}
            onSave={(id) => {
              const post = postById(id);
              if (post) void run.save(post);
            }}
            onCopy={(id) => {
              const post = postById(id);
              return post ? copyText(postText(post)) : Promise.reject(new Error('No such post'));
            }}
            onDownload={(id) => {
              const post = postById(id);
              if (post) downloadText(textFileName(post.title, 'post'), postText(post));
            }}
            onDelete={(id) => void run.remove(id)}
            emptyText={run.postsLoading ? 'Loading posts…' : 'Posts drafted with your concepts appear here.'}
          />
        </>
      )}
    </Stack>
  );
}
