import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { IconButton, Icons, Tooltip } from '../ui/src/index.ts';
import { composedDocs } from './composedDocs.tsx';

const onLearnMore = fn();

function HelpTooltip({
  hideDelayMs,
  placement,
}: {
  hideDelayMs?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <div style={{ padding: '8rem 6rem', display: 'flex', gap: '2rem', alignItems: 'center' }}>
      <span>Target audience</span>
      <Tooltip
        hideDelayMs={hideDelayMs}
        placement={placement}
        content={
          <>
            Who you write for: age, interests and what they need from you.{' '}
            {/* The visible text is the product's 'Learn more...'; the name says what it is about. */}
            <a
              href="/how-to-use?section=user-info&topic=Target%20audience"
              aria-label="Learn more about Target audience"
              onClick={(event) => {
                event.preventDefault();
                onLearnMore();
              }}
            >
              Learn more...
            </a>
          </>
        }
      >
        <IconButton label="About Target audience" icon={<Icons.Help size="sm" />} size="sm" />
      </Tooltip>
    </div>
  );
}

const meta = preview.meta({
  title: 'Overlays/Tooltip',
  component: HelpTooltip,
  // The stories play a scenario around Tooltip; its Docs page documents Tooltip's own props.
  parameters: { docs: composedDocs(Tooltip) },
  // The scenario's knobs a designer can turn.
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    hideDelayMs: { control: 'number' },
  },
});

export const HoverShowsAndHides = meta.story({
  args: { hideDelayMs: 300 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About Target audience' });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(trigger);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Who you write for');
    await expect(trigger).toHaveAccessibleDescription(/Who you write for/);
    await userEvent.unhover(trigger);
    // Still there right after leaving (300 ms grace), gone after the delay.
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
  },
});

export const StaysWhilePointerOnTooltip = meta.story({
  args: { hideDelayMs: 300 },
  play: async ({ canvas }) => {
    onLearnMore.mockClear();
    const trigger = canvas.getByRole('button', { name: 'About Target audience' });
    await userEvent.hover(trigger);
    const tooltip = await canvas.findByRole('tooltip');
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Learn more about Target audience' }));
    await expect(onLearnMore).toHaveBeenCalledTimes(1);
  },
});

export const Open = meta.story({
  args: { placement: 'bottom' },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About Target audience' }));
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
});

export const FocusAndEscape = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'About Target audience' });
    await expect(trigger).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
});
