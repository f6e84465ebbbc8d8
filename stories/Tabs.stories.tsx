import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Tabs, type TabsProps, tabPanelProps } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { useArgState } from './useArgState.ts';

const sections = [
  { key: 'user-info', label: 'User Info' },
  { key: 'concept_generation', label: 'Concept Generation' },
  { key: 'post_generation', label: 'Post Drafting' },
] as const;
type Section = (typeof sections)[number]['key'];

const meta = preview.meta({
  title: 'Navigation/Tabs',
  component: Tabs,
  // The chosen tab is kept in the args (useArgState); its panel below shows which one it is.
  render: function Render(args) {
    const props = useArgState(args as TabsProps<Section>, { value: 'onChange' });
    return (
      <>
        <Tabs<Section> {...props} />
        <div {...tabPanelProps('guide', props.value)}>
          Topics for <strong>{sections.find((s) => s.key === props.value)?.label}</strong>
        </div>
      </>
    );
  },
  decorators: [padded({ display: 'grid', gap: '1rem' })],
  args: { items: sections, label: 'Guide sections', idPrefix: 'guide', value: 'user-info', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Guide sections' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'User Info' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Post Drafting' }));
    await expect(args.onChange).toHaveBeenCalledWith('post_generation');
    await expect(canvas.getByRole('tab', { name: 'Post Drafting' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Post Drafting' })).toHaveTextContent('Post Drafting');
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'User Info' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Concept Generation' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('concept_generation');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Post Drafting' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // Wraps around to the first tab.
    await expect(canvas.getByRole('tab', { name: 'User Info' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Post Drafting' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'User Info' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order; Tab moves on to the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
});

export const SecondSelected = meta.story({
  args: { value: 'concept_generation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Concept Generation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'User Info' })).toHaveAttribute('tabindex', '-1');
  },
});
