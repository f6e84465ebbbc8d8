import { type ReactElement, useId } from 'react';
import { SelectableList } from '../SelectableList/SelectableList.tsx';
import { Tabs, tabPanelProps } from '../Tabs/Tabs.tsx';
import * as s from './ConceptList.css.ts';
import { type ConceptRunGroup, ConceptRuns, type EarlierRuns } from './ConceptRuns.tsx';

/** SPEC §2: a run's concepts are split into these two lists. */
export type ConceptStream = 'mainstream' | 'offstream';

export interface ConceptListItem {
  /** Handed back to `onSelect`; unique across both streams. */
  id: string;
  title: string;
}

export interface ConceptListProps {
  /** The concepts listed under the Mainstream tab (unused with `runs`). */
  mainstream?: readonly ConceptListItem[];
  /** The concepts listed under the Offstream tab (unused with `runs`). */
  offstream?: readonly ConceptListItem[];
  /** Concepts grouped by run, newest first: each tab shows a heading per run over its concepts. */
  runs?: readonly ConceptRunGroup[] | undefined;
  /** With `runs`: further runs exist, and 'Show earlier runs' loads them. */
  earlierRuns?: EarlierRuns | null | undefined;
  /** The tab shown. */
  stream: ConceptStream;
  /** Called with the tab chosen. */
  onStreamChange: (stream: ConceptStream) => void;
  /** The concept open in the panel, if any. */
  selectedId?: string | null;
  /** Called with a concept's id when it is chosen, to open it in the ConceptPanel. */
  onSelect: (id: string) => void;
  /** Recent concepts are loading: skeleton rows. */
  loading?: boolean;
  /** Shown when the tab's list is empty. Default 'No concepts yet.' */
  emptyText?: string;
}

const STREAMS = [
  { key: 'mainstream', label: 'Mainstream' },
  { key: 'offstream', label: 'Offstream' },
] as const;

/**
 * SPEC §2 /concept-generation: Mainstream and Offstream tabs, each a list of selectable concept titles;
 * with `runs`, grouped by the run that made them (its date and instructions), newest first.
 */
export function ConceptList({
  mainstream = [],
  offstream = [],
  runs,
  earlierRuns = null,
  stream,
  onStreamChange,
  selectedId,
  onSelect,
  loading = false,
  emptyText = 'No concepts yet.',
}: ConceptListProps): ReactElement {
  const idPrefix = `concepts${useId().replace(/:/g, '')}`;
  const items = stream === 'mainstream' ? mainstream : offstream;
  const label = stream === 'mainstream' ? 'Mainstream concepts' : 'Offstream concepts';
  return (
    <div className={s.root}>
      <Tabs
        items={STREAMS}
        value={stream}
        onChange={onStreamChange}
        label="Concept streams"
        idPrefix={idPrefix}
        className={s.tabs}
      />
      <div {...tabPanelProps(idPrefix, stream)} className={s.panel}>
        {runs && !loading ? (
          <ConceptRuns
            runs={runs}
            stream={stream}
            label={label}
            selectedId={selectedId ?? null}
            onSelect={onSelect}
            earlier={earlierRuns}
            emptyText={emptyText}
          />
        ) : (
          <SelectableList
            label={label}
            items={items}
            selectedId={selectedId ?? null}
            onSelect={onSelect}
            loading={loading}
            skeletonCount={3}
            loadingLabel="Loading concepts…"
            emptyText={emptyText}
          />
        )}
      </div>
    </div>
  );
}
