import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './Sidebar.css.ts';

export interface SidebarItem {
  key: string;
  label: string;
  href: string;
  icon: ReactNode;
  active?: boolean;
}

export interface SidebarProps {
  /**
   * The top of the sidebar.
   * @default <PlumeBrand />
   */
  brand?: ReactNode;
  /** The navigation links in order, each with a label, href, icon and whether it is the current page. */
  items: readonly SidebarItem[];
  /** Client-side routing for the links (plain left-clicks only). */
  onNavigate?: NavigateHandler;
  /** Usually a WalletPanel. */
  wallet?: ReactNode;
  /** The signed-in user's e-mail, shown read-only. */
  email?: string;
  /** Logs out; without it there is no log-out button. */
  onLogout?: () => void;
  /** Extra content in the footer, between the wallet and the account. */
  footer?: ReactNode;
  /** Extra class on the sidebar. */
  className?: string;
  /**
   * The sidebar's landmark name: brand, wallet and account sit in it, so nothing is outside a landmark.
   * @default 'Sidebar'
   */
  label?: string;
}

/** The Plume mark and name, the Sidebar's default `brand`. */
export function PlumeBrand(): ReactElement {
  return (
    <>
      <span className={s.brandMark}>
        <Icons.Feather size="md" />
      </span>
      Plume
    </>
  );
}

/** SPEC §1: the app's sidebar — nav items (active one by path), wallet, e-mail and log-out. */
export function Sidebar({
  brand,
  items,
  onNavigate,
  wallet,
  email,
  onLogout,
  footer,
  className,
  label = 'Sidebar',
}: SidebarProps): ReactElement {
  return (
    <aside className={cx(s.sidebar, className)} aria-label={label}>
      <div className={s.brand}>{brand ?? <PlumeBrand />}</div>
      <nav aria-label="Main" className={s.nav}>
        <ul className={s.navList}>
          {items.map((item) => (
            <li key={item.key}>
              <a
                href={item.href}
                className={s.item({ active: Boolean(item.active) })}
                aria-current={item.active ? 'page' : undefined}
                onClick={navigationClick(item.href, onNavigate)}
              >
                {item.icon}
                <span>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={s.footer}>
        {wallet}
        {footer}
        {email || onLogout ? (
          <div className={s.account}>
            {email ? (
              <span className={s.avatar} aria-hidden="true">
                {email.charAt(0)}
              </span>
            ) : null}
            <div className={s.accountText}>
              {email ? (
                <>
                  <span className={s.accountCaption}>Signed in as</span>
                  <span className={s.email} title={email}>
                    {email}
                  </span>
                </>
              ) : null}
            </div>
            {onLogout ? (
              <IconButton label="Log out" icon={<Icons.Logout />} size="sm" onClick={onLogout} />
            ) : null}
          </div>
        ) : null}
      </div>
    </aside>
  );
}
