import { AppShell, LinkButton, Sidebar, WalletPanel } from '@plume/ui';
import type { ReactElement } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { dollarsToCents } from '../lib/money.ts';
import { loginHref } from '../lib/safeNext.ts';
import { session, useSession } from '../session/session.ts';
import { shellNavItems } from './shellNavItems.tsx';
import { ToastHost } from './ToastHost.tsx';

/**
 * The shell around every screen but /login and /signup: the sidebar of SPEC §1 (items, active by
 * path, wallet, e-mail, log-out) for a signed-in person; the same nav with a 'Log in' button for a
 * visitor on the public screens.
 */
export function ShellLayout(): ReactElement {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { profile, email, loading, failed } = useSession();
  const onNavigate = (href: string) => navigate(href);

  const items = shellNavItems(pathname);

  const logout = async () => {
    await session.logout();
    navigate('/login', { replace: true });
  };

  const sidebar = profile ? (
    <Sidebar
      items={items}
      onNavigate={onNavigate}
      wallet={
        <WalletPanel
          loading={loading}
          error={failed}
          onRetry={() => void session.ensure({ force: true })}
          balanceCents={dollarsToCents(profile.current_balance)}
          // A profile cached before the threshold existed has none: no notice until it is fetched again.
          lowBalanceCents={dollarsToCents(profile.low_balance_threshold ?? 0)}
          balanceHref="/wallet"
          rechargeHref="/wallet-recharge"
          onNavigate={onNavigate}
        />
      }
      email={email ?? profile.email}
      onLogout={() => void logout()}
    />
  ) : (
    <Sidebar
      items={items}
      onNavigate={onNavigate}
      footer={
        <LinkButton href={loginHref(`${pathname}${search}`)} onNavigate={onNavigate} fullWidth>
          Log in
        </LinkButton>
      }
    />
  );

  return (
    <AppShell sidebar={sidebar}>
      <Outlet />
      <ToastHost />
    </AppShell>
  );
}
