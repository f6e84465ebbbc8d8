import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import {
  AppShell,
  DetailPanel,
  Markdown,
  PageHeader,
  SelectableList,
  Sidebar,
  WalletPanel,
} from '../ui/src/index.ts';
import { composedDocs } from './composedDocs.tsx';
import { faqs, navItems } from './fixtures.tsx';
import { showsText } from './playSteps.ts';

const onNavigate = fn();

function HelpCentre() {
  const [selected, setSelected] = useState(faqs[0]?.id ?? '');
  const faq = faqs.find((item) => item.id === selected);
  return (
    <>
      <PageHeader title="Help Centre" description="Answers to the questions creators ask us most." />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
          gap: '1.5rem',
          alignItems: 'start',
        }}
      >
        <SelectableList
          label="Questions"
          items={faqs.map(({ id, title }) => ({ id, title }))}
          selectedId={selected}
          onSelect={setSelected}
        />
        {faq ? (
          <DetailPanel title={faq.title} onCopy={() => {}}>
            <Markdown>{faq.answer}</Markdown>
          </DetailPanel>
        ) : null}
      </div>
    </>
  );
}

function Shell({ balanceCents }: { balanceCents: number | null }) {
  return (
    <AppShell
      sidebar={
        <Sidebar
          items={navItems('/help-and-support')}
          onNavigate={onNavigate}
          email="maya@brightbakery.com"
          onLogout={() => {}}
          wallet={<WalletPanel loading={false} balanceCents={balanceCents} rechargeHref="/wallet-recharge" />}
        />
      }
    >
      <HelpCentre />
    </AppShell>
  );
}

const meta = preview.meta({
  title: 'Layout/AppShell',
  component: Shell,
  // The stories play a scenario around AppShell; its Docs page documents AppShell's own props.
  parameters: { docs: composedDocs(AppShell) },
  args: { balanceCents: 1250 },
});

export const Desktop = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Help and support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('$12.50')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Which image types/ }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Which image types can I upload?' }),
    ).toBeVisible();
  },
});

export const EmptyWallet = meta.story({
  args: { balanceCents: 0 },
  play: showsText('Recharge your wallet to start generating'),
});

export const Compact = meta.story({
  // tests/visual screenshots stories with this tag at a 390×844 phone viewport.
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    // Following a link closes the drawer.
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard', expect.anything());
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    // Escape closes it too.
    await userEvent.click(menu);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
});

/** The open drawer is a modal dialog: focus in, Tab trapped, the page inert, focus back on close. */
export const DrawerFocus = meta.story({
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = canvas.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveFocus();
    // The page behind is inert: out of the tab order and hidden from assistive technology.
    await expect(canvasElement.querySelector('main')).toHaveAttribute('inert');
    await expect(menu.closest('header')).toHaveAttribute('inert');
    // Shift+Tab from the first control wraps to the last (Log out); Tab from there wraps back.
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Every Tab stays inside the drawer, through all its links.
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    // Escape closes and gives focus back to the menu button; so does the close button.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(menu).toHaveFocus();
    await expect(canvasElement.querySelector('main')).not.toHaveAttribute('inert');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(canvas.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }),
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(menu).toHaveFocus();
  },
});

export const SkipLink = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
});
