import {
  Alert,
  Box,
  Columns,
  type ConceptFields,
  ConceptList,
  ConceptPanel,
  type ConceptRunGroup,
  type ConceptSourceLink,
  type ConceptStream,
  type EarlierRuns,
  ErrorBanner,
  GenerateButton,
  GeneratedPostList,
  type GeneratedPostListProps,
  Heading,
  LoadError,
  type RunCharge,
  Stack,
  TextareaField,
  VisuallyHidden,
  WORD_LIMIT,
} from '@plume/ui';
import type { HTMLAttributes, ReactElement, Ref } from 'react';
import type { Handle } from '../../../../edge/features/profile/contract.ts';
import { ScreenView } from '../../lib/ScreenView.tsx';
import { HandlesInUseView } from './HandlesInUseView.tsx';

export type ConceptGenerationViewProps = {
  handles: readonly Handle[];
  related: readonly Handle[];
  onNavigate: (href: string) => void;
  /** SPEC §8's words when the costs or the earlier results could not be read (null: nothing failed). */
  costsError: string | null;
  recentError: string | null;
  onRetryRecent: () => void;
  instructions: string;
  onInstructionsChange: (value: string) => void;
  banner: { message: string; outOfCredits: boolean } | null;
  /** Spread around the banner: hovering or focusing it stops its 5-second clock. */
  bannerHoldProps: HTMLAttributes<HTMLDivElement>;
  onDismissBanner: () => void;
  /** The earlier concepts are still loading: the list's skeleton stands for this part. */
  loading: boolean;
  /** The concepts by run, newest first (each run's date and instructions over its concepts). */
  runs: readonly ConceptRunGroup[];
  /** Earlier runs exist: 'Show earlier runs' loads the next three. */
  earlierRuns: EarlierRuns | null;
  stream: ConceptStream;
  onStreamChange: (stream: ConceptStream) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The open concept, if any. */
  selected: { concept: ConceptFields; offline: boolean; sources: ConceptSourceLink[] } | null;
  /** The open panel's element, scrolled into view on phones after a tap. */
  panelRef: Ref<HTMLElement>;
  onCopyConcept: () => unknown;
  onDownloadConcept: () => void;
  onCloseConcept: () => void;
  costCents: number | undefined;
  charge: RunCharge;
  generating: boolean;
  /** Without any handle a run cannot start (HandlesInUse says where to add them). */
  cannotGenerate: boolean;
  onGenerate: () => void;
  /** The Generated Posts list: its posts (platform posts with their variants) and actions. */
  posts: Omit<GeneratedPostListProps, 'emptyText'>;
  postsLoading: boolean;
};

/**
 * SPEC §2 /concept-generation: the handles in use, Additional Instructions (250-word counter),
 * 'Generate 5 Concept' with its price and, under it, the run's total and what remains (above the list
 * while it is empty, below once it is not), the Mainstream/Offstream lists grouped by run (the latest
 * three, 'Show earlier runs' for more) with the concept panel, and
 * the Generated Posts, each written for the person's platforms.
 */
export function ConceptGenerationView(props: ConceptGenerationViewProps): ReactElement {
  const total = props.runs.reduce((sum, run) => sum + run.mainstream.length + run.offstream.length, 0);
  const generateButton = (
    <Box alignSelf="flex-start">
      <GenerateButton
        label="Generate 5 Concept"
        costCents={props.costCents}
        charge={props.charge}
        busy={props.generating}
        disabled={props.cannotGenerate}
        onClick={props.onGenerate}
      />
    </Box>
  );
  // The runs' date headings are h3s: this h2 names the list they sit in, since "Handles used" (the
  // other h2 above them) is missing when the profile has no handles left.
  const list = (loading: boolean) => (
    <>
      <VisuallyHidden component="div">
        <Heading level="2">Your concepts</Heading>
      </VisuallyHidden>
      <ConceptList
        runs={loading ? [] : props.runs}
        earlierRuns={loading ? null : props.earlierRuns}
        stream={props.stream}
        onStreamChange={props.onStreamChange}
        selectedId={loading ? null : props.selectedId}
        onSelect={props.onSelect}
        loading={loading}
        emptyText={loading ? '' : 'No concepts yet. Generate your first five.'}
      />
    </>
  );

  return (
    <ScreenView screen="conceptGeneration">
      {props.costsError ? <Alert tone="error">{props.costsError}</Alert> : null}
      {props.recentError ? <LoadError onRetry={props.onRetryRecent}>{props.recentError}</LoadError> : null}

      <HandlesInUseView handles={props.handles} related={props.related} onNavigate={props.onNavigate} />
      <TextareaField
        name="additional_instructions"
        label="Additional Instructions"
        placeholder="Anything the concepts should lean into: a launch, a season, a tone…"
        value={props.instructions}
        onChange={props.onInstructionsChange}
        rows={4}
        wordLimit={WORD_LIMIT}
      />

      {props.banner ? (
        <div {...props.bannerHoldProps}>
          <ErrorBanner
            rechargeHref={props.banner.outOfCredits ? '/wallet-recharge' : undefined}
            onNavigate={props.onNavigate}
            onDismiss={props.onDismissBanner}
          >
            {props.banner.message}
          </ErrorBanner>
        </div>
      ) : null}

      {props.loading ? (
        // Where the button goes (above an empty list, below a filled one) and how tall the list is
        // are known once the recent concepts load; until then the list's skeleton stands for this
        // part, and the button, the lists and the Generated Posts arrive together, pushing nothing.
        <Columns template="listDetail" space="xl">
          <Stack space="md">{list(true)}</Stack>
        </Columns>
      ) : (
        <>
          {total === 0 ? generateButton : null}
          <Columns template="listDetail" space="xl">
            <Stack space="md">
              {list(false)}
              {total > 0 ? generateButton : null}
            </Stack>
            <Box minWidth={0} position={{ wide: 'sticky' }} top={{ wide: 'xl' }}>
              {props.selected ? (
                <ConceptPanel
                  ref={props.panelRef}
                  concept={props.selected.concept}
                  offline={props.selected.offline}
                  sources={props.selected.sources}
                  onCopy={props.onCopyConcept}
                  onDownload={props.onDownloadConcept}
                  onClose={props.onCloseConcept}
                />
              ) : null}
            </Box>
          </Columns>

          <GeneratedPostList
            {...props.posts}
            emptyText={
              props.postsLoading ? 'Loading posts…' : 'Posts drafted with your concepts appear here.'
            }
          />
        </>
      )}
    </ScreenView>
  );
}
