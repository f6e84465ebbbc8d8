import type { ReactElement, ReactNode } from 'react';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { LinkButton } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { PlumeBrand } from '../Sidebar/Sidebar.tsx';
import * as s from './AuthLayout.css.ts';

export interface AuthLayoutProps {
  /** The side panel (AuthStepsPanel). */
  panel: ReactNode;
  /** The current step. */
  children: ReactNode;
  /** Where 'Back to home' goes (SPEC §2: '/'). */
  backHref: string;
  /**
   * The back link's label.
   * @default 'Back to home'
   */
  backLabel?: string;
  /** Client-side routing for the back link (plain left-clicks only). */
  onNavigate?: NavigateHandler;
  /** Under the card: 'Don't have an account? Sign up' and the like. */
  footer?: ReactNode;
  /**
   * The line under the brand on the panel side.
   * @default 'AI content for creators and small businesses, paid from a prepaid wallet.'
   */
  tagline?: ReactNode;
}

/**
 * The page of /login and /signup (no app shell): brand and the side panel of steps, the step in a
 * card, Back to home above it and the other sign-in screen's link below it.
 */
export function AuthLayout({
  panel,
  children,
  backHref,
  backLabel = 'Back to home',
  onNavigate,
  footer,
  tagline = 'AI content for creators and small businesses, paid from a prepaid wallet.',
}: AuthLayoutProps): ReactElement {
  return (
    <div className={s.layout}>
      <aside className={s.aside} aria-label="About signing in">
        <div className={s.brand}>
          <PlumeBrand />
        </div>
        <p className={s.tagline}>{tagline}</p>
        {panel}
      </aside>
      <main className={s.main}>
        <div className={s.top}>
          <LinkButton
            href={backHref}
            variant="ghost"
            size="sm"
            onNavigate={onNavigate}
            iconStart={<Icons.ArrowLeft size="sm" />}
          >
            {backLabel}
          </LinkButton>
        </div>
        <div className={s.centre}>
          <div className={s.card}>
            {children}
            {footer ? <p className={s.footer}>{footer}</p> : null}
          </div>
        </div>
      </main>
    </div>
  );
}
