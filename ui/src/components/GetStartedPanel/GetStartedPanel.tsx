import { type ReactElement, type ReactNode, useId } from 'react';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Text } from '../Text/Text.tsx';
import * as s from './GetStartedPanel.css.ts';

/** One way in: e.g. Generate Concept → /concept-generation. */
export interface GetStartedItem {
  title: string;
  description: string;
  href: string;
  icon: ReactNode;
  /** A short note beside the title, e.g. 'Coming soon'. */
  badge?: string;
}

export interface GetStartedPanelProps {
  /** The cards in order, each a title, description, link, icon and an optional badge ('Coming soon'). */
  items: readonly GetStartedItem[];
  /** The panel's heading. Default 'Get started'. */
  title?: string;
  /**
   * The line under the heading.
   * @default 'Pick a first thing to make. Each one is paid from your wallet, per run.'
   */
  intro?: string;
  /** Client-side routing (plain left-clicks only). */
  onNavigate?: NavigateHandler;
}

/** SPEC §2 /dashboard: for someone who has generated nothing yet, one card per feature. */
export function GetStartedPanel({
  items,
  title = 'Get started',
  intro = 'Pick a first thing to make. Each one is paid from your wallet, per run.',
  onNavigate,
}: GetStartedPanelProps): ReactElement {
  const titleId = useId();
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        <p className={s.intro}>{intro}</p>
      </div>
      <ul className={s.grid}>
        {items.map((item) => (
          <li key={item.href} className={s.card}>
            <Box display="flex" alignItems="center" justifyContent="space-between" gap="sm">
              <span className={iconBadge({ tone: 'brand', size: 'sm' })} aria-hidden="true">
                {item.icon}
              </span>
              {item.badge ? <Badge tone="neutral">{item.badge}</Badge> : null}
            </Box>
            <Box component="h3" fontSize="md" fontWeight="semibold" lineHeight="snug">
              <a className={s.link} href={item.href} onClick={navigationClick(item.href, onNavigate)}>
                {item.title}
              </a>
            </Box>
            <Text size="sm" tone="muted">
              {item.description}
            </Text>
            <span className={s.go} aria-hidden="true">
              Start <Icons.ChevronRight size="sm" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
