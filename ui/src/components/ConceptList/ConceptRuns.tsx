import { type ReactElement, useId } from 'react';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { empty } from '../SelectableList/SelectableList.css.ts';
import { SelectableList } from '../SelectableList/SelectableList.tsx';
import * as s from './ConceptList.css.ts';
import type { ConceptListItem, ConceptStream } from './ConceptList.tsx';

/** One concept run: when it was made, what it was asked, and its concepts by stream. */
export interface ConceptRunGroup {
  id: string;
  /** When the run was made (ISO), for the heading's `<time>`. */
  createdAt: string;
  /** The same moment as the app words it for the person ('27 Nov 2026, 09:14'). */
  dateLabel: string;
  /** The run's Additional Instructions; empty when it had none. */
  instructions: string;
  mainstream: readonly ConceptListItem[];
  offstream: readonly ConceptListItem[];
}

/** Further runs exist: 'Show earlier runs' loads the next ones (busy while they load). */
export interface EarlierRuns {
  onShow: () => void;
  loading: boolean;
}

export interface ConceptRunsProps {
  runs: readonly ConceptRunGroup[];
  stream: ConceptStream;
  /** The list's accessible name ('Mainstream concepts'). */
  label: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  earlier: EarlierRuns | null;
  emptyText: string;
}

/**
 * One stream's concepts grouped by the run that made them, newest first: each run a heading (its date
 * and its instructions) over its concepts, so repeated titles of different days are told apart. A run
 * with no concept in this stream is left out here.
 */
export function ConceptRuns({
  runs,
  stream,
  label,
  selectedId,
  onSelect,
  earlier,
  emptyText,
}: ConceptRunsProps): ReactElement {
  const shown = runs.filter((run) => run[stream].length > 0);
  return (
    <>
      {shown.length === 0 ? (
        <p className={empty}>{emptyText}</p>
      ) : (
        <ul className={s.runs} aria-label={label}>
          {shown.map((run) => (
            <Run key={run.id} run={run} stream={stream} selectedId={selectedId} onSelect={onSelect} />
          ))}
        </ul>
      )}
      {earlier ? (
        <Button
          className={s.earlier}
          size="sm"
          variant="secondary"
          loading={earlier.loading}
          onClick={earlier.onShow}
        >
          Show earlier runs
        </Button>
      ) : null}
    </>
  );
}

function Run({
  run,
  stream,
  selectedId,
  onSelect,
}: Pick<ConceptRunsProps, 'stream' | 'selectedId' | 'onSelect'> & { run: ConceptRunGroup }) {
  const headingId = useId();
  return (
    <li className={s.run} aria-labelledby={headingId}>
      {/* The run's date, and its instructions under it in the quiet colour. */}
      <div>
        <Box component="h3" id={headingId} fontSize="sm" fontWeight="semibold" lineHeight="snug" color="text">
          <time dateTime={run.createdAt}>{run.dateLabel}</time>
        </Box>
        <p className={s.runInstructions}>{run.instructions || 'No additional instructions'}</p>
      </div>
      <SelectableList
        label={`Concepts of ${run.dateLabel}`}
        items={run[stream]}
        selectedId={selectedId}
        onSelect={onSelect}
      />
    </li>
  );
}
