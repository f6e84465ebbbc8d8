import { type ReactElement, type Ref, useId } from 'react';
import { DetailPanel } from '../DetailPanel/DetailPanel.tsx';
import { DeferredMarkdown } from '../Markdown/DeferredMarkdown.tsx';
import { OfflineModelBadge } from '../OfflineModelBadge/OfflineModelBadge.tsx';
import * as s from './ConceptPanel.css.ts';
import { CONCEPT_SECTIONS, type ConceptFields } from './concept.ts';

/** A post a concept builds on: where it lives, and whose it is ("peer.bsky.social on Bluesky"). */
export interface ConceptSourceLink {
  url: string;
  label: string;
}

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
  /**
   * The read posts that inspired it, each a link with a label naming whose post it is; shown under
   * "Inspired by" (nothing when empty). Only http(s) links are drawn.
   */
  sources?: ReadonlyArray<ConceptSourceLink>;
  /** The panel's element, e.g. to scroll it into view (see DetailPanel). */
  ref?: Ref<HTMLElement>;
}

/**
 * SPEC §2 /concept-generation: the concept detail panel — its title, then Concept, Details, 'Practical
 * Tips you can add to the post' and 'Inspiration for media you can add to the post', each as Markdown,
 * then 'Inspired by' with links to the read posts it builds on; download, copy and close.
 */
export function ConceptPanel({
  concept,
  onDownload,
  onCopy,
  onClose,
  offline = false,
  sources = [],
  ref,
}: ConceptPanelProps): ReactElement {
  const idPrefix = useId();
  // Links out to other sites only: never a javascript:, data: or same-site address, whatever the data says.
  const links = sources.filter((source) => /^https?:\/\//i.test(source.url));
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
              <DeferredMarkdown>{concept[key]}</DeferredMarkdown>
            </section>
          );
        })}
        {links.length > 0 ? (
          <section className={s.section} aria-labelledby={`${idPrefix}-inspired-by`}>
            <h3 id={`${idPrefix}-inspired-by`} className={s.heading}>
              Inspired by
            </h3>
            <ul className={s.sources}>
              {links.map((source) => (
                <li key={source.url}>
                  <a className={s.sourceLink} href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </DetailPanel>
  );
}
