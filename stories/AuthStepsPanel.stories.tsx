import { expect, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { AuthStepsPanel } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const signupSteps = [
  { title: 'Your e-mail', description: 'Where we send your sign-in code.' },
  { title: 'Verify the code', description: 'Four digits, valid for 10 minutes.' },
  { title: 'Welcome', description: 'Your account is ready.' },
];

const meta = preview.meta({
  title: 'Sign-in/AuthStepsPanel',
  component: AuthStepsPanel,
  args: { steps: signupSteps, current: 0 },
  decorators: [padded({ maxWidth: '24rem' })],
});

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

export const FirstStep = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your steps' })).toBeVisible();
    const [first, second, third] = items(canvasElement);
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(first).toHaveTextContent('Your e-mail (current step)');
    await expect(second).not.toHaveAttribute('aria-current');
    await expect(third).toHaveTextContent('Welcome (to do)');
  },
});

export const SecondStep = meta.story({
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    const [first, second] = items(canvasElement);
    await expect(first).toHaveTextContent('Your e-mail (done)');
    await expect(second).toHaveAttribute('aria-current', 'step');
  },
});

export const ThirdStep = meta.story({
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const [first, second, third] = items(canvasElement);
    await expect(first).toHaveTextContent('(done)');
    await expect(second).toHaveTextContent('(done)');
    await expect(third).toHaveAttribute('aria-current', 'step');
  },
});

export const LoginTwoSteps = meta.story({
  args: {
    steps: [
      { title: 'Your e-mail', description: 'Where we send your sign-in code.' },
      { title: 'Enter the code', description: 'Four digits, valid for 10 minutes.' },
    ],
    current: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(2);
    await expect(items(canvasElement)[1]).toHaveAttribute('aria-current', 'step');
  },
});
