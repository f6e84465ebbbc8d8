/**
 * Built by Vite for Node (`npm run build`: `--ssr`), run by app/prerender-shells.ts: each route's start-up
 * screen (StartupShellView) as HTML, with the same class names as the browser build, for the route's page.
 */
import { PlumeRoot } from '@plume/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ScreenKey } from '../src/lib/ScreenHeaderView.tsx';
import { loginHref } from '../src/lib/safeNext.ts';
import { StartupShellView } from '../src/shell/StartupShellView.tsx';
import { shellNavItems } from '../src/shell/shellNavItems.tsx';

/**
 * Every route page of app/src/router.tsx by its path pattern: null for the sign-in screens, which sit
 * outside the shell; otherwise the header its screen always starts with (none where it depends on the
 * URL: /user-info/true edits, an item's kind). A route missing here fails the build rather than quietly
 * keeping the plain loading screen.
 */
const SHELL_ROUTES: Record<string, { screen?: ScreenKey; public?: true } | null> = {
  '/login': null,
  '/signup': null,
  '/help-and-support': { screen: 'help', public: true },
  '/how-to-use': { screen: 'guide', public: true },
  '/dashboard': { screen: 'dashboard' },
  '/user-info/:check?': {},
  '/concept-generation': { screen: 'conceptGeneration' },
  '/post-generation': { screen: 'postDrafting' },
  '/media-captioning': { screen: 'videoCaptioning' },
  '/wallet-recharge': { screen: 'recharge' },
  '/wallet-recharge/success': {},
  '/library': { screen: 'library' },
  '/library/:kind/:id': {},
  '/wallet': { screen: 'wallet' },
  '/wallet/receipts/:id': {},
};

/**
 * The start-up screen of the route `pattern` as HTML for a signed-in person (`member`) or a visitor;
 * null where the page keeps the plain loading screen (sign-in, or an account screen a visitor is about to
 * be sent away from).
 */
export function renderStartupShell(pattern: string, member: boolean): string | null {
  const route = SHELL_ROUTES[pattern];
  if (route === undefined)
    throw new Error(`app/prerender/startup-shells.tsx does not know the route ${pattern}`);
  if (route === null || (!member && !route.public)) return null;
  const path = pattern.replace(/\/:[^/]+\??/g, '');
  return renderToStaticMarkup(
    <PlumeRoot>
      <StartupShellView
        items={shellNavItems(path)}
        member={member}
        loginHref={loginHref(path)}
        screen={route.screen}
      />
    </PlumeRoot>,
  );
}
