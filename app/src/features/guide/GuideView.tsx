import {
  Box,
  Columns,
  DetailPanel,
  EmptyState,
  Icons,
  LoadError,
  type Markdown,
  SearchInput,
  SelectableList,
  Stack,
  type TabItem,
  Tabs,
  tabPanelProps,
} from '@plume/ui';
import type { ReactElement, Ref } from 'react';
import { type GuideSection, guideSections } from '../../../../edge/contract/guide-sections.ts';
import type { HowToTopic } from '../../../../edge/features/guide/contract.ts';
import { ScreenView } from '../../lib/ScreenView.tsx';

const tabLabels: Record<GuideSection, string> = {
  'user-info': 'User Info',
  concept_generation: 'Concept Generation',
  post_generation: 'Post Drafting',
};

/** The tabs of SPEC §2 /how-to-use, in the contract's order (the first is the default). */
const guideTabs: readonly TabItem<GuideSection>[] = guideSections.map((key) => ({
  key,
  label: tabLabels[key],
}));

const ID_PREFIX = 'guide';

/** The open topic as its panel shows it: `body` is its full Markdown, or its tooltip when it has none. */
export type OpenTopic = { id: string; topic: string; body: string };

export type GuideViewProps = {
  section: GuideSection;
  onChangeTab: (section: GuideSection) => void;
  status: 'loading' | 'error' | 'ready';
  /** What a failed load says (SPEC §8 pair), with Retry. */
  loadError: string | null;
  onRetry: () => void;
  /** 'Search topics...' over the open tab. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The open tab's topics after the search. */
  topics: readonly HowToTopic[];
  /** null when the person closed the topic: a hint to pick one shows instead. */
  selected: OpenTopic | null;
  onSelect: (id: string) => void;
  onCopy: () => void;
  onClose: () => void;
  /** The topics' renderer, null until it has loaded (the topic waits for it). */
  Markdown: typeof Markdown | null;
  /** The topic's panel, scrolled into view after a pick on a phone. */
  revealRef?: Ref<HTMLElement>;
};

/**
 * SPEC §2 /how-to-use: three tabs, a case-insensitive topic search of the open tab, the topic list left
 * and its detail right (copy, close).
 */
export function GuideView({
  section,
  onChangeTab,
  status,
  loadError,
  onRetry,
  query,
  onQueryChange,
  topics,
  selected,
  onSelect,
  onCopy,
  onClose,
  Markdown,
  revealRef,
}: GuideViewProps): ReactElement {
  const loading = status === 'loading';
  return (
    <ScreenView screen="guide">
      <Tabs
        items={guideTabs}
        value={section}
        onChange={onChangeTab}
        label="Guide sections"
        idPrefix={ID_PREFIX}
      />
      <div {...tabPanelProps(ID_PREFIX, section)}>
        {status === 'error' ? (
          <LoadError onRetry={onRetry}>{loadError}</LoadError>
        ) : (
          <Columns template="listDetail" space="xl">
            <Stack space="md">
              <SearchInput
                value={query}
                onChange={onQueryChange}
                placeholder="Search topics..."
                label="Search topics"
              />
              <SelectableList
                label={`${tabLabels[section]} topics`}
                items={topics.map((t) => ({ id: t.id, title: t.topic }))}
                selectedId={selected?.id ?? null}
                onSelect={onSelect}
                loading={loading}
                skeletonCount={6}
                loadingLabel="Loading topics…"
                emptyText={
                  query.trim() ? `No topics match “${query.trim()}”.` : 'No topics in this section yet.'
                }
              />
            </Stack>
            {/* On a phone the topic sits under the list, whose length is known once it has loaded:
                it waits for the list (and the topic's renderer), so the list never pushes it down. */}
            {loading || !Markdown ? null : (
              <Box minWidth={0} position={{ wide: 'sticky' }} top={{ wide: 'xl' }}>
                {selected ? (
                  <DetailPanel
                    ref={revealRef}
                    title={selected.topic}
                    onCopy={onCopy}
                    onClose={onClose}
                    copyLabel="Copy topic"
                    closeLabel="Close topic"
                  >
                    <Markdown>{selected.body}</Markdown>
                  </DetailPanel>
                ) : (
                  <EmptyState
                    icon={<Icons.Book size="lg" />}
                    title="Pick a topic"
                    description="Choose a topic on the left to read how it works."
                  />
                )}
              </Box>
            )}
          </Columns>
        )}
      </div>
    </ScreenView>
  );
}
