import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ErrorScreen } from '../ui/src/index.ts';

const meta = preview.meta({
  title: 'Screens/ErrorScreen',
  component: ErrorScreen,
  args: { detail: '404 Not Found' },
});

export const Status = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
  },
});

export const Message = meta.story({
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
});

export const CustomTitle = meta.story({
  args: { title: 'Page not found', detail: 'There is nothing at /nowhere.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
});
