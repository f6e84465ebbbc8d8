import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { StartupShellView } from '../../app/src/shell/StartupShellView.tsx';
import { navItems } from '../fixtures.tsx';

// The start-up screen the build prerenders into each route's page (app/prerender-shells.ts) and the app
// keeps up until the start-up fetch answers: the shell, the screen's header and a placeholder.

const meta = preview.meta({
  title: 'Patterns/Start-up screen',
  component: StartupShellView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    items: navItems('/concept-generation'),
    member: true,
    loginHref: '/login?next=%2Fconcept-generation',
    screen: 'conceptGeneration',
  } as const,
});

/** A signed-in person's screen: the wallet still loading, the screen's header, the placeholder. */
export const SignedIn = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Concept Generation' })).toBeVisible();
    // Announced once, by the placeholder's visually hidden status.
    await expect(canvas.getByText('Loading Plume…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('region', { name: 'Wallet' })).toHaveTextContent('Loading balance');
  },
});

/** A visitor on a public screen: the same navigation with 'Log in' instead of the wallet. */
export const Visitor = meta.story({
  args: {
    items: navItems('/help-and-support'),
    member: false,
    loginHref: '/login?next=%2Fhelp-and-support',
    screen: 'help',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fhelp-and-support',
    );
  },
});

/** A screen whose header depends on the address (an item, User Info's edit mode): no header yet. */
export const WithoutHeader = meta.story({
  args: { items: navItems('/user-info'), screen: undefined },
});
