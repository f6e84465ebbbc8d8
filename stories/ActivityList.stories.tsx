import { expect, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ActivityList } from '../ui/src/index.ts';
import { activities, utcDateTime } from './dashboardFixtures.tsx';
import { padded } from './padded.tsx';
import { failsToLoad, fitsTheWindow, followLink, itemsOf, pressBusy, seesSkeletons } from './playSteps.ts';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Dashboard/ActivityList',
  component: ActivityList,
  args: {
    status: 'ready',
    activities,
    guideHref: '/how-to-use',
    ...spies('onDeleteAll', 'onNavigate', 'onRetry'),
    formatDate: (date: Date) => utcDateTime.format(date),
  } as const,
  decorators: [padded({ maxWidth: '36rem' }, { tighterOnMobile: true })],
});

const rows = (canvasElement: HTMLElement) => itemsOf(canvasElement, 'Recent Activities');

export const Activities = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent Activities' })).toBeVisible();
    const all = rows(canvasElement);
    // In the order given (newest first), each with its kind, message and time.
    await expect(all.map((row) => row.dataset.type)).toEqual([
      'generation',
      'release',
      'profile',
      'recharge',
      'sign-in',
      'sign-up',
    ]);
    const [generation, release] = all as [HTMLElement, HTMLElement];
    await expect(generation).toHaveTextContent('Generation');
    await expect(generation).toHaveTextContent('Generated 5 concepts ($0.10).');
    await expect(release).toHaveTextContent('Charge returned');
    const time = generation.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-03-04T09:30:00.000Z');
    await expect(time).toHaveTextContent('Mar 4, 2026, 9:30 AM');
    await expect(canvas.getByRole('button', { name: 'Delete all' })).toBeEnabled();
  },
});

export const DeleteAll = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete all' }));
    await expect(args.onDeleteAll).toHaveBeenCalledTimes(1);
  },
});

export const Deleting = meta.story({
  args: { deleting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete all' });
    await pressBusy(button, args.onDeleteAll);
  },
});

export const DeleteFailed = meta.story({
  args: { deleteError: 'Could not delete your activities. Please try again.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not delete your activities.');
    // The list stays as it was.
    await expect(rows(canvasElement)).toHaveLength(activities.length);
  },
});

export const Empty = meta.story({
  args: { activities: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete all' })).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    const guide = canvas.getByRole('link', { name: 'Read the User Guide' });
    await followLink(guide, args.onNavigate, '/how-to-use');
  },
});

export const UnknownKind = meta.story({
  args: {
    activities: [
      { type: 'team-invite', message: 'Invited Bo to your team.', createdAt: '2026-03-05T12:00:00Z' },
    ],
  },
  play: async ({ canvasElement }) => {
    const [row] = rows(canvasElement);
    await expect(row).toHaveTextContent('Team invite');
    await expect(row).toHaveTextContent('Invited Bo to your team.');
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await seesSkeletons(canvasElement, 'Loading recent activities', 'row', 4);
    await expect(canvas.queryByRole('button', { name: 'Delete all' })).toBeNull();
  },
});

export const Failed = meta.story({
  args: { status: 'error' },
  play: failsToLoad("Couldn't load your recent activities."),
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(activities.length);
    await fitsTheWindow();
  },
});
