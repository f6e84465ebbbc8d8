import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { fn } from 'storybook/test';
import { AppShell, LinkButton, Sidebar, vars, WalletPanel } from '../../ui/src/index.ts';
import { navItems } from '../fixtures.tsx';

// The app's shell (app/src/shell/ShellLayout.tsx) and screen layout (app/src/shell/layout.css.ts)
// rebuilt from ui components with fixture data: a Patterns story shows a whole screen without a
// server, a router or a session. Layout is written with tokens only, as the app's layout styles are.

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

/** A screen's vertical rhythm: header, alerts, content, secondary sections. */
export const screen: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
};

/** Master list on the left, detail on the right (stacks below the compact breakpoint in the app). */
export const split: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(15rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
};

/** The list column: search above the list. */
export const column: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
};

/** An h2 between a screen's sections, as the app's `sectionHeading`. */
export const sectionHeading: CSSProperties = {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: `0 0 ${vars.space.md}`,
};

/**
 * Ends a pattern's play at the top of the page, as the screen opens: typing or clicking far down
 * scrolls the page, and the full-page screenshot would then show the sticky sidebar part-way down.
 */
export function backToTop(canvasElement: HTMLElement): void {
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}
