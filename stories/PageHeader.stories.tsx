import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Button, Icons, PageHeader } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Help Centre' },
  decorators: [padded()],
});

export const TitleOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  },
});

export const WithDescriptionAndActions = meta.story({
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
});
