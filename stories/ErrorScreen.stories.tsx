import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from '../ui/src/index.ts';

const meta = {
  title: 'Screens/ErrorScreen',
  component: ErrorScreen,
  args: { detail: '404 Not Found' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Status: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
  },
};

export const Message: Story = {
  args: {
    detail: "Cannot read properties of undefined (reading 'faqs')",
    homeHref: '/',
    onNavigate: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'faqs')")).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};

export const CustomTitle: Story = {
  args: { title: 'Page not found', detail: 'There is nothing at /nowhere.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};
