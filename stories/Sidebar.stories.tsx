import { expect, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { LinkButton, Sidebar, WalletPanel } from '../ui/src/index.ts';
import { navItems } from './fixtures.tsx';
import { announces, followLink } from './playSteps.ts';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Navigation/Sidebar',
  component: Sidebar,
  args: {
    items: navItems('/how-to-use'),
    ...spies('onNavigate', 'onLogout'),
    email: 'maya@brightbakery.com',
    wallet: <WalletPanel loading={false} balanceCents={1250} rechargeHref="/wallet-recharge" />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '16.5rem', height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
});

export const ActiveItem = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'User Info',
      'Concept Generation',
      'Post Drafting',
      'Video Captioning',
      'How to use',
      'Help and support',
    ]);
    await expect(within(nav).getByRole('link', { name: 'How to use' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Plume')).toBeVisible();
  },
});

export const Navigates = meta.story({
  args: { items: navItems('/dashboard') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Help and support' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/help-and-support', expect.anything());
  },
});

export const ModifierClickIsNotIntercepted = meta.story({
  args: { items: navItems('/dashboard') },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Post Drafting' });
    // Ctrl/Cmd-click must keep the browser's "open in new tab": no client routing.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const EmailAndLogout = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('maya@brightbakery.com')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
});

export const WalletLoading = meta.story({
  args: {
    items: navItems('/dashboard'),
    wallet: <WalletPanel loading rechargeHref="/wallet-recharge" />,
  },
  play: announces('status', 'Loading balance'),
});

/** A visitor on a public screen: the same nav, a 'Log in' button, and no wallet, e-mail or log-out. */
export const Visitor = meta.story({
  args: { items: navItems('/help-and-support'), email: undefined, wallet: undefined, onLogout: undefined },
  render: (args) => (
    <Sidebar
      {...args}
      footer={
        <LinkButton href="/login?next=%2Fhelp-and-support" onNavigate={args.onNavigate} fullWidth>
          Log in
        </LinkButton>
      }
    />
  ),
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(7);
    await expect(within(nav).getByRole('link', { name: 'Help and support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(canvas.queryByText('Signed in as')).toBeNull();
    await expect(canvas.queryByText('Wallet balance')).toBeNull();
    const login = canvas.getByRole('link', { name: 'Log in' });
    await followLink(login, args.onNavigate, '/login?next=%2Fhelp-and-support');
  },
});
