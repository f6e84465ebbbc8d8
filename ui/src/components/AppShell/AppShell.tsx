import {
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { PlumeBrand } from '../Sidebar/Sidebar.tsx';
import * as s from './AppShell.css.ts';
import { focusableIn, trapTab } from './focus.ts';

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
   * The open drawer's name and its close button's label.
   * @default 'Menu'
   */
  drawerLabel?: string;
  /**
   * @default 'Close menu'
   */
  closeLabel?: string;
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
 * opened from a top-bar menu button. The open drawer is a modal dialog (WAI-ARIA dialog pattern):
 * focus moves in, Tab stays inside, the rest of the page is inert, and Escape, the close button or
 * the backdrop close it and give focus back to the menu button. Following a link closes it too
 * (the route then decides where focus goes).
 */
export function AppShell({
  sidebar,
  children,
  brand,
  menuLabel = 'Open menu',
  drawerLabel = 'Menu',
  closeLabel = 'Close menu',
  skipLinkLabel = 'Skip to content',
  mainId = 'main-content',
}: AppShellProps): ReactElement {
  const [open, setOpen] = useState(false);
  const sideId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  const close = useCallback((giveFocusBack: boolean) => {
    returnFocus.current = giveFocusBack;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) {
      if (returnFocus.current) menuButton.current?.focus();
      returnFocus.current = false;
      return;
    }
    const side = drawer.current;
    if (!side) return;
    (focusableIn(side)[0] ?? side).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
      else if (event.key === 'Tab') trapTab(side, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) close(false);
  };

  return (
    <div className={s.shell}>
      <a className={s.skipLink} href={`#${mainId}`} inert={open}>
        {skipLinkLabel}
      </a>
      <header className={s.topBar} inert={open}>
        <IconButton
          ref={menuButton}
          label={menuLabel}
          icon={<Icons.Menu />}
          aria-expanded={open}
          aria-controls={sideId}
          onClick={() => setOpen((value) => !value)}
        />
        <span className={s.topBarTitle}>{brand ?? <PlumeBrand />}</span>
      </header>
      {open ? (
        // A pointer-only convenience: keyboards have Escape and the close button, so it is hidden
        // from assistive technology rather than a second "Close menu" control.
        <div className={s.backdrop} aria-hidden="true" onClick={() => close(true)} />
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated listener, not a control: it closes the drawer after a link inside is followed. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click; Escape closes the drawer for keyboards. */}
      <div
        ref={drawer}
        id={sideId}
        className={s.side}
        data-open={open}
        onClick={closeOnLink}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': drawerLabel, tabIndex: -1 } : {})}
      >
        {open ? (
          <span className={s.closeButton}>
            <IconButton label={closeLabel} icon={<Icons.Close />} size="sm" onClick={() => close(true)} />
          </span>
        ) : null}
        {sidebar}
      </div>
      <main id={mainId} className={s.main} tabIndex={-1} inert={open}>
        <div className={s.content}>{children}</div>
      </main>
    </div>
  );
}
