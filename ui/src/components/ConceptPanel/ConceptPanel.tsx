import { type ReactElement, type Ref, useId } from 'react';
import { DetailPanel } from '../DetailPanel/DetailPanel.tsx';
import { Markdown } from '../Markdown/Markdown.tsx';
import { OfflineModelBadge } from '../OfflineModelBadge/OfflineModelBadge.tsx';
import * as s from './ConceptPanel.css.ts';
import { CONCEPT_SECTIONS, type ConceptFields } from './concept.ts';

export interface ConceptPanelProps {
  /** The concept's Title, Concept, Details, Practical Tips and Media Inspiration, shown in that order. */
  concept: ConceptFields;
  /** Download the concept as a .txt (`conceptToText` and `textFileName` give the text and name). */
  onDownload?: () => void;
  /** Copy the concept (`conceptToText`); a rejected promise shows no 'Copied'. */
  onCopy?: () => unknown;
  /** Closes the panel; without it there is no close button. */
  onClose?: () => void;
  /** Made by the offline demo model: says so under the title. */
  offline?: boolean;
  /** The panel's element, e.g. to scroll it into view (see DetailPanel). */
  ref?: Ref<HTMLElement>;
}

/**
 * SPEC §2 /concept-generation: the concept detail panel — its title, then Concept, Details, 'Practical
 * Tips you can add to the post' and 'Inspiration for media you can add to the post', each as Markdown;
 * download, copy and close.
 */
export function ConceptPanel({
  concept,
  onDownload,
  onCopy,
  onClose,
  offline = false,
  ref,
}: ConceptPanelProps): ReactElement {
  const idPrefix = useId();
  return (
    <DetailPanel
      ref={ref}
      title={concept.Title}
      onDownload={onDownload}
      onCopy={onCopy}
      onClose={onClose}
      downloadLabel="Download concept"
      copyLabel="Copy concept"
      closeLabel="Close concept"
      meta={offline ? <OfflineModelBadge /> : undefined}
    >
      <div className={s.sections}>
        {CONCEPT_SECTIONS.map(({ key, heading }) => {
          const headingId = `${idPrefix}-${key.replace(' ', '-')}`;
          return (
            <section key={key} className={s.section} aria-labelledby={headingId}>
              <h3 id={headingId} className={s.heading}>
                {heading}
              </h3>
              <Markdown>{concept[key]}</Markdown>
            </section>
          );
        })}
      </div>
    </DetailPanel>
  );
}
