import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GenerateButton } from '../ui/src/index.ts';

const meta = {
  title: 'Generation/GenerateButton',
  component: GenerateButton,
  args: { label: 'Generate 5 Concept', costCents: 10, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem', maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GenerateButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 /concept-generation: 'Generate 5 Concept' with the cost of a run. */
export const ConceptRun: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Generate 5 Concept $0.10' });
    await expect(canvas.getByText('$0.10')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §2 /post-generation: 'Generate $0.30 per Image', the price from the costs table. */
export const PerImage: Story = {
  args: { label: 'Generate', costCents: 30, costSuffix: 'per Image' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$0.30 per Image')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate $0.30 per Image' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Generating: Story = {
  args: { label: 'Generate', costCents: 30, costSuffix: 'per Image', busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Generating...' });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('$0.30 per Image')).toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The costs table has not answered yet: the button says what it does, no made-up price. */
export const CostUnknown: Story = {
  args: { costCents: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generate 5 Concept' })).toBeEnabled();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};

export const FullWidthDisabled: Story = {
  args: { fullWidth: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Generate 5 Concept $0.10' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
