import { createBrowserRouter, type RouteObject, redirect } from 'react-router-dom';
import { lazyScreen } from './lib/lazyScreen.ts';
import { accountLoader, authLoader, redirectKeepingSearch, rootLoader } from './session/loaders.ts';
import { RootLayout, type RouteHandle } from './shell/RootLayout.tsx';
import { RouteError } from './shell/RouteError.tsx';
import { ShellLayout } from './shell/ShellLayout.tsx';
import { StartupLoading } from './shell/StartupLoading.tsx';

const title = (value: string): RouteHandle => ({ title: value });

/** Redirect-only routes render nothing (their loader always redirects). */
const Redirecting = () => null;

/** Screens every visitor may see (SPEC §2, §6). */
const publicScreens: RouteObject[] = [
  {
    path: 'help-and-support',
    handle: title('Help Centre'),
    lazy: lazyScreen(() => import('./features/help/HelpScreen.tsx')),
  },
  {
    path: 'how-to-use',
    handle: title('How to use'),
    lazy: lazyScreen(() => import('./features/guide/GuideScreen.tsx')),
  },
];

/** Screens for a signed-in person; a visitor goes to /login?next=… (accountLoader). */
const accountScreens: RouteObject[] = [
  {
    path: 'dashboard',
    handle: title('Dashboard'),
    lazy: lazyScreen(() => import('./features/dashboard/DashboardScreen.tsx')),
  },
  {
    path: 'user-info/:check?',
    handle: title('User Info'),
    lazy: lazyScreen(() => import('./features/profile/UserInfoScreen.tsx')),
  },
  {
    path: 'concept-generation',
    handle: title('Concept Generation'),
    lazy: lazyScreen(() => import('./features/concepts/ConceptGenerationScreen.tsx')),
  },
  {
    path: 'post-generation',
    handle: title('Post Drafting'),
    lazy: lazyScreen(() => import('./features/posts/PostDraftingScreen.tsx')),
  },
  {
    path: 'media-captioning',
    handle: title('Video Captioning'),
    lazy: lazyScreen(() => import('./features/captions/VideoCaptioningScreen.tsx')),
  },
  {
    path: 'wallet-recharge',
    handle: title('Choose Your Plan'),
    lazy: lazyScreen(() => import('./features/wallet/RechargeScreen.tsx')),
  },
  {
    path: 'wallet-recharge/success',
    handle: title('Recharge'),
    lazy: lazyScreen(() => import('./features/wallet/RechargeSuccessScreen.tsx')),
  },
  {
    // Beyond SPEC §2's table (docs/product.md lists it among the deviations): the whole library, paged.
    path: 'library',
    handle: title('Library'),
    lazy: lazyScreen(() => import('./features/library/LibraryScreen.tsx')),
  },
  {
    // Beyond SPEC §2's table too: one library item (a post or a concept) opened from its card.
    path: 'library/:kind/:id',
    handle: title('Library'),
    lazy: lazyScreen(() => import('./features/library/LibraryItemScreen.tsx')),
  },
  {
    // SPEC §9 names /wallet as where a verified recharge lands; it is the wallet history.
    path: 'wallet',
    handle: title('Wallet'),
    lazy: lazyScreen(() => import('./features/wallet/WalletScreen.tsx')),
  },
  {
    // A recharge's printable receipt, by its checkout session id (the receipt mail links here).
    path: 'wallet/receipts/:id',
    handle: title('Receipt'),
    lazy: lazyScreen(() => import('./features/wallet/ReceiptScreen.tsx')),
  },
];

/** The route table of SPEC §2 (and the two redirects of §9). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The start-up fetch runs once; search-param changes (How to use) need not wait on it again.
    shouldRevalidate: () => false,
    HydrateFallback: StartupLoading,
    errorElement: <RouteError />,
    Component: RootLayout,
    children: [
      { index: true, loader: () => redirect('/dashboard'), Component: Redirecting },
      {
        path: 'login',
        loader: authLoader,
        handle: title('Log in'),
        lazy: lazyScreen(() => import('./features/auth/LoginScreen.tsx')),
      },
      {
        path: 'signup',
        loader: authLoader,
        handle: title('Sign up'),
        lazy: lazyScreen(() => import('./features/auth/SignupScreen.tsx')),
      },
      {
        // The error screen is a page of its own (it holds the <main>), so it replaces the shell.
        Component: ShellLayout,
        children: [...publicScreens, { id: 'account', loader: accountLoader, children: accountScreens }],
      },
      // SPEC §8/§9: the post-drafting banner links to /recharge, which is the plans page.
      { path: 'recharge', loader: redirectKeepingSearch('/wallet-recharge'), Component: Redirecting },
      { path: '*', loader: () => redirect('/how-to-use'), Component: Redirecting },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
