import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
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

const meta = preview.meta({
  title: 'Overlays/Toggletip',
  // Toggletip itself is documented and gets the Controls; the story adds the label beside it.
  component: Toggletip,
  render: (args) => <HelpToggletip {...args} />,
  args: {
    label: 'About Target audience',
    content: 'Who you write for: age, interests and what they need from you.',
  },
});

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    button: canvas.getByRole('button', { name: 'About Target audience' }),
    region: canvas.getByRole('status'),
  };
};

export const Closed = meta.story({
  play: async ({ canvasElement }) => {
    const { button, region } = parts(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeEmptyDOMElement();
  },
});

export const Open = meta.story({
  args: { defaultOpen: true, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const { button, region, canvas } = parts(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toHaveTextContent('Who you write for');
    await expect(canvas.getByRole('link', { name: 'Learn more about Target audience' })).toBeVisible();
  },
});

/** SPEC §9: the bubble stays 300 ms after the pointer leaves. */
const HIDE_DELAY_MS = 300;

export const HoverShowsAndHidesAfterDelay = meta.story({
  play: async ({ canvasElement }) => {
    const { button, region } = parts(canvasElement);
    await userEvent.hover(button);
    await expect(region).toHaveTextContent('Who you write for');
    const left = performance.now();
    await userEvent.unhover(button);
    // Still there right after leaving; gone once the grace has passed. The story cannot fake the
    // clock (play functions also run in the Storybook UI, without vitest), so it measures: never
    // before 300 ms (a timer never fires early), and well within the wait below.
    await expect(region).toHaveTextContent('Who you write for');
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 1000, interval: 10 });
    await expect(performance.now() - left).toBeGreaterThanOrEqual(HIDE_DELAY_MS);
  },
});

/** A click toggles what the person sees: hover opened it, so the first click closes it. */
export const ClickToggles = meta.story({
  play: async ({ canvasElement }) => {
    const { button, region } = parts(canvasElement);
    // One pointer for the whole story: each bare userEvent call starts a new one, which enters the
    // button afresh on every click (a real mouse resting on it never does).
    const user = userEvent.setup();
    await user.hover(button);
    await expect(region).toHaveTextContent('Who you write for');
    await user.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeEmptyDOMElement();
    await user.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toHaveTextContent('Who you write for');
    await user.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeEmptyDOMElement();
  },
});

export const KeyboardReachesTheLink = meta.story({
  play: async ({ canvasElement }) => {
    onLearnMore.mockClear();
    const { button, region, canvas } = parts(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(region).toHaveTextContent('Who you write for');
    // Focus opened it: one Enter closes it, the next opens it again.
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.keyboard('{Enter}');
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
});

/** Touch has no hover: a tap opens it (the focus that comes with the tap does not undo it). */
export const TapOutsideCloses = meta.story({
  play: async ({ canvasElement }) => {
    const { button, region, canvas } = parts(canvasElement);
    const tap = () => userEvent.pointer({ keys: '[TouchA]', target: button });
    await tap();
    await expect(button).toHaveFocus();
    await expect(region).toHaveTextContent('Who you write for');
    await tap();
    await expect(region).toBeEmptyDOMElement();
    await tap();
    await expect(region).toHaveTextContent('Who you write for');
    await userEvent.click(canvas.getByText('Target audience'));
    await expect(region).toBeEmptyDOMElement();
  },
});

/** On a phone the bubble spans the row that holds the icon instead of running off the screen. */
export const OpenOnPhone = meta.story({
  tags: ['viewport-mobile'],
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ padding: '9rem 1rem 2rem' }}>
      {/* A field's label row is positioned: the bubble spans it. */}
      <div style={{ position: 'relative', display: 'flex', alignItems: 'center', gap: '0.25rem' }}>
        <span>Target audience</span>
        <Toggletip
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Who you write for/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn more about Target audience' })).toBeVisible();
  },
});
