import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps, tabPanelProps } from '../ui/src/index.ts';

const sections = [
  { key: 'user-info', label: 'User Info' },
  { key: 'concept_generation', label: 'Concept Generation' },
  { key: 'post_generation', label: 'Post Drafting' },
] as const;
type Section = (typeof sections)[number]['key'];

function StatefulTabs(props: Partial<TabsProps<Section>>) {
  const [value, setValue] = useState<Section>(props.value ?? 'user-info');
  return (
    <div style={{ padding: '2rem', display: 'grid', gap: '1rem' }}>
      <Tabs<Section>
        items={sections}
        label="Guide sections"
        idPrefix="guide"
        {...props}
        value={value}
        onChange={(key) => {
          setValue(key);
          props.onChange?.(key);
        }}
      />
      <div {...tabPanelProps('guide', value)}>
        Topics for <strong>{sections.find((s) => s.key === value)?.label}</strong>
      </div>
    </div>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  // The real component is documented and gets the Controls; the story keeps its value in state so
  // typing works (a changed control remounts it with the new value).
  component: Tabs,
  render: (args) => <StatefulTabs key={args.value} {...(args as Partial<TabsProps<Section>>)} />,
  args: { items: sections, label: 'Guide sections', idPrefix: 'guide', value: 'user-info', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Guide sections' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'User Info' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Post Drafting' }));
    await expect(args.onChange).toHaveBeenCalledWith('post_generation');
    await expect(canvas.getByRole('tab', { name: 'Post Drafting' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Post Drafting' })).toHaveTextContent('Post Drafting');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
};

export const SecondSelected: Story = {
  args: { value: 'concept_generation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Concept Generation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'User Info' })).toHaveAttribute('tabindex', '-1');
  },
};
