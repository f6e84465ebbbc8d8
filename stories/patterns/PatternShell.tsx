import type { ReactElement, ReactNode } from 'react';
import { fn } from 'storybook/test';
import { AppShell, LinkButton, Sidebar, WalletPanel } from '../../ui/src/index.ts';
import { navItems } from '../fixtures.tsx';

// The app's shell (app/src/shell/ShellLayout.tsx) rebuilt from ui components with fixture data, around
// a screen's own view: a Patterns story shows a whole screen without a server, a router or a session.

/** Every link of a pattern goes here instead of a router, so a play test can assert where it leads. */
export const onNavigate = fn();

export const PATTERN_EMAIL = 'maya@brightbakery.com';

/**
 * The shell around every signed-in screen: the SPEC §1 sidebar with the active item, the wallet and
 * the account; for a visitor (`visitor`), the same navigation with a 'Log in' button instead.
 */
export function PatternShell({
  active,
  balanceCents = 1250,
  visitor = false,
  children,
}: {
  active: string;
  balanceCents?: number;
  visitor?: boolean;
  children: ReactNode;
}): ReactElement {
  const sidebar = visitor ? (
    <Sidebar
      items={navItems(active)}
      onNavigate={onNavigate}
      footer={
        <LinkButton href={`/login?next=${encodeURIComponent(active)}`} onNavigate={onNavigate} fullWidth>
          Log in
        </LinkButton>
      }
    />
  ) : (
    <Sidebar
      items={navItems(active)}
      onNavigate={onNavigate}
      wallet={
        <WalletPanel
          loading={false}
          balanceCents={balanceCents}
          balanceHref="/wallet"
          rechargeHref="/wallet-recharge"
          onNavigate={onNavigate}
        />
      }
      email={PATTERN_EMAIL}
      onLogout={() => {}}
    />
  );
  return <AppShell sidebar={sidebar}>{children}</AppShell>;
}

/**
 * Ends a pattern's play at the top of the page, as the screen opens: typing or clicking far down
 * scrolls the page, and the full-page screenshot would then show the sticky sidebar part-way down.
 */
export function backToTop(canvasElement: HTMLElement): void {
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}
