import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Icons, PageHeader } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Help Centre' },
  decorators: [padded()],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    title: 'How to use',
    description: 'A searchable guide to every field and every generation option in Plume.',
    actions: (
      <Button variant="secondary" iconStart={<Icons.Help size="sm" />}>
        Contact support
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A searchable guide/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact support' })).toBeVisible();
  },
};
