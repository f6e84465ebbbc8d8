import { type MouseEvent, type ReactElement, type ReactNode, useEffect, useId, useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { PlumeBrand } from '../Sidebar/Sidebar.tsx';
import * as s from './AppShell.css.ts';

export interface AppShellProps {
  /** The navigation, usually a Sidebar. */
  sidebar: ReactNode;
  /** The screen, rendered in the main landmark. */
  children: ReactNode;
  /** Shown in the compact top bar; defaults to the Plume brand. */
  brand?: ReactNode;
  /**
   * The name of the top-bar menu button on compact screens.
   * @default 'Open menu'
   */
  menuLabel?: string;
  /**
   * The skip link's text (shown on keyboard focus).
   * @default 'Skip to content'
   */
  skipLinkLabel?: string;
  /** Id of the <main> element, the skip link's target. */
  mainId?: string;
}

/**
 * Sidebar left, main content right. Under the compact breakpoint the sidebar becomes a drawer
 * opened from a top-bar menu button; following a link or pressing Escape closes it.
 */
export function AppShell({
  sidebar,
  children,
  brand,
  menuLabel = 'Open menu',
  skipLinkLabel = 'Skip to content',
  mainId = 'main-content',
}: AppShellProps): ReactElement {
  const [open, setOpen] = useState(false);
  const sideId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <div className={s.shell}>
      <a className={s.skipLink} href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <div className={s.topBar}>
        <IconButton
          label={menuLabel}
          icon={<Icons.Menu />}
          aria-expanded={open}
          aria-controls={sideId}
          onClick={() => setOpen((value) => !value)}
        />
        <span className={s.topBarTitle}>{brand ?? <PlumeBrand />}</span>
      </div>
      {open ? (
        <button
          type="button"
          className={s.backdrop}
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setOpen(false)}
        />
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated listener, not a control: it closes the drawer after a link inside is followed. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click; Escape closes the drawer for keyboards. */}
      <div id={sideId} className={s.side} data-open={open} onClick={closeOnLink}>
        {sidebar}
      </div>
      <main id={mainId} className={s.main} tabIndex={-1}>
        <div className={s.content}>{children}</div>
      </main>
    </div>
  );
}
