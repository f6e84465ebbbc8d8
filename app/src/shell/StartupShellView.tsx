import {
  AppShell,
  LinkButton,
  Sidebar,
  type SidebarItem,
  Skeleton,
  SkeletonGroup,
  Stack,
  WalletPanel,
} from '@plume/ui';
import type { ReactElement } from 'react';
import { ScreenHeaderView, type ScreenKey } from '../lib/ScreenHeaderView.tsx';

export type StartupShellViewProps = {
  /** The sidebar's items, the current screen's active. */
  items: SidebarItem[];
  /** Whose shell: a signed-in person's (the wallet, still loading) or a visitor's ('Log in'). */
  member: boolean;
  /** Where 'Log in' goes, keeping the way back. */
  loginHref: string;
  /** The screen's header, when it is one that never changes; otherwise only the placeholder shows. */
  screen?: ScreenKey;
};

/**
 * A screen as it looks while the start-up user-info fetch runs (SPEC §2's loading screen): the shell,
 * the screen's header and a placeholder that announces 'Loading Plume…'. The build prerenders it into
 * each route's page, so a phone paints the screen's frame and title before any script has arrived;
 * the app then keeps that markup up until the fetch answers.
 */
export function StartupShellView({ items, member, loginHref, screen }: StartupShellViewProps): ReactElement {
  const sidebar = member ? (
    <Sidebar items={items} wallet={<WalletPanel loading rechargeHref="/wallet-recharge" />} />
  ) : (
    <Sidebar
      items={items}
      footer={
        <LinkButton href={loginHref} fullWidth>
          Log in
        </LinkButton>
      }
    />
  );
  return (
    <AppShell sidebar={sidebar}>
      <Stack space="lg">
        {screen ? <ScreenHeaderView screen={screen} /> : null}
        {/* Bars of one line each: a sized Skeleton sets an inline style, which the CSP refuses in HTML. */}
        <SkeletonGroup label="Loading Plume…" count={1}>
          <Stack space="sm">
            <Skeleton radius="lg" />
            <Skeleton radius="lg" />
            <Skeleton radius="lg" />
          </Stack>
        </SkeletonGroup>
      </Stack>
    </AppShell>
  );
}
