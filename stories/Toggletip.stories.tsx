import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toggletip, type ToggletipProps } from '../ui/src/index.ts';

const onLearnMore = fn();

function HelpToggletip(props: Partial<ToggletipProps>) {
  return (
    <div style={{ padding: '8rem 6rem', display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
      <span>Target audience</span>
      <Toggletip
        label="About Target audience"
        content="Who you write for: age, interests and what they need from you."
        // The visible text is the product's 'Learn more...'; the name says what it is about.
        link={{
          href: '/how-to-use?section=user-info&topic=Target%20audience',
          text: 'Learn more...',
          label: 'Learn more about Target audience',
        }}
        onNavigate={(href) => onLearnMore(href)}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toggletip',
  component: HelpToggletip,
} satisfies Meta<typeof HelpToggletip>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    button: canvas.getByRole('button', { name: 'About Target audience' }),
    region: canvas.getByRole('status'),
  };
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const { button, region } = parts(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeEmptyDOMElement();
  },
};

export const Open: Story = {
  args: { defaultOpen: true, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const { button, region, canvas } = parts(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toHaveTextContent('Who you write for');
    await expect(canvas.getByRole('link', { name: 'Learn more about Target audience' })).toBeVisible();
  },
};

export const HoverShowsAndHidesAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const { button, region } = parts(canvasElement);
    await userEvent.hover(button);
    await expect(region).toHaveTextContent('Who you write for');
    await userEvent.unhover(button);
    // Still there right after leaving (300 ms grace), gone after it.
    await expect(region).toHaveTextContent('Who you write for');
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

export const ClickToggles: Story = {
  play: async ({ canvasElement }) => {
    const { button, region } = parts(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toHaveTextContent('Who you write for');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeEmptyDOMElement();
  },
};

export const KeyboardReachesTheLink: Story = {
  play: async ({ canvasElement }) => {
    onLearnMore.mockClear();
    const { button, region, canvas } = parts(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(region).toHaveTextContent('Who you write for');
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Learn more about Target audience' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLearnMore).toHaveBeenCalledWith('/how-to-use?section=user-info&topic=Target%20audience');
    // Escape closes and gives focus back to the button (the link it was on is gone).
    await userEvent.keyboard('{Escape}');
    await expect(region).toBeEmptyDOMElement();
    await expect(button).toHaveFocus();
  },
};

export const TapOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const { button, region, canvas } = parts(canvasElement);
    await userEvent.click(button);
    await expect(region).toHaveTextContent('Who you write for');
    await userEvent.click(canvas.getByText('Target audience'));
    await expect(region).toBeEmptyDOMElement();
  },
};

/** On a phone the bubble spans the row that holds the icon instead of running off the screen. */
export const OpenOnPhone: Story = {
  tags: ['viewport-mobile'],
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ padding: '9rem 1rem 2rem' }}>
      {/* A field's label row is positioned: the bubble spans it. */}
      <div style={{ position: 'relative', display: 'flex', alignItems: 'center', gap: '0.25rem' }}>
        <span>Target audience</span>
        <Toggletip
          label="About Target audience"
          content="Who you write for: age, interests and what they need from you."
          link={{
            href: '/how-to-use?section=user-info&topic=Target%20audience',
            text: 'Learn more...',
            label: 'Learn more about Target audience',
          }}
          onNavigate={(href) => onLearnMore(href)}
          {...args}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Who you write for/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn more about Target audience' })).toBeVisible();
  },
};
