import type { ReactElement, ReactNode } from 'react';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { Alert } from '../Alert/Alert.tsx';
import { LinkButton } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './ErrorBanner.css.ts';

export interface ErrorBannerProps {
  /** The server's message, or the screen's fallback ('Error generating concepts'). */
  children: ReactNode;
  /**
   * Out of credits (HTTP 402): a 'Recharge Now' link to this address beside the message (SPEC §8:
   * /wallet-recharge on the concept page, /recharge on the post-drafting banner).
   */
  rechargeHref?: string;
  /** Default 'Recharge Now'. */
  rechargeLabel?: string;
  /** Client-side routing for the recharge link (plain left-clicks only). */
  onNavigate?: NavigateHandler;
  /** Shows a close button. Hiding after 5 s (SPEC §9) is the screen's timer, not this component's. */
  onDismiss?: () => void;
  /** Default 'Dismiss'. */
  dismissLabel?: string;
}

/** A generation error as a banner (an error Alert), with a Recharge Now link when credit ran out. */
export function ErrorBanner({
  children,
  rechargeHref,
  rechargeLabel = 'Recharge Now',
  onNavigate,
  onDismiss,
  dismissLabel = 'Dismiss',
}: ErrorBannerProps): ReactElement {
  const action =
    rechargeHref || onDismiss ? (
      <span className={s.actions}>
        {rechargeHref ? (
          <LinkButton
            href={rechargeHref}
            size="sm"
            variant="danger"
            iconStart={<Icons.Wallet size="sm" />}
            onNavigate={onNavigate}
          >
            {rechargeLabel}
          </LinkButton>
        ) : null}
        {onDismiss ? (
          <IconButton
            size="sm"
            label={dismissLabel}
            icon={<Icons.Close size="sm" />}
            className={s.dismiss}
            onClick={onDismiss}
          />
        ) : null}
      </span>
    ) : undefined;
  return (
    <Alert tone="error" action={action}>
      {children}
    </Alert>
  );
}
