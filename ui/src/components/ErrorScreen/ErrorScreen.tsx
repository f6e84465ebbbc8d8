import type { ReactElement } from 'react';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { LinkButton } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { card, detail, hint, icon, screen, title as titleStyle } from './ErrorScreen.css.ts';

export interface ErrorScreenProps {
  /**
   * The heading.
   * @default 'Unexpected Application Error!'
   */
  title?: string;
  /** The status or message of the error (SPEC §2 router error screen). */
  detail: string;
  /** Where the back button goes; without it there is no button. */
  homeHref?: string;
  /**
   * The back button's label.
   * @default 'Back to home'
   */
  homeLabel?: string;
  /** Client-side routing for the back button (plain left-clicks only). */
  onNavigate?: NavigateHandler;
}

/**
 * The whole page shown when a route fails to render (the router's error element). For an error inside a
 * working screen use Alert or ErrorBanner.
 */
export function ErrorScreen({
  title = 'Unexpected Application Error!',
  detail: detailText,
  homeHref,
  homeLabel = 'Back to home',
  onNavigate,
}: ErrorScreenProps): ReactElement {
  return (
    <main className={screen}>
      <div className={card}>
        <span className={icon} aria-hidden="true">
          <Icons.Alert size="lg" />
        </span>
        <h1 className={titleStyle}>{title}</h1>
        <p className={detail}>{detailText}</p>
        <p className={hint}>Something went wrong while showing this page. Try again, or head back home.</p>
        {homeHref ? (
          <LinkButton href={homeHref} onNavigate={onNavigate} iconStart={<Icons.ArrowLeft size="sm" />}>
            {homeLabel}
          </LinkButton>
        ) : null}
      </div>
    </main>
  );
}
