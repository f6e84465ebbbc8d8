import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ConceptList } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { conceptRuns } from './conceptRunFixtures.ts';
import { concepts } from './generationFixtures.ts';
import { padded } from './padded.tsx';
import { spies } from './spies.ts';

const items = concepts.map((concept, index) => ({ id: `concept-${index + 1}`, title: concept.Title }));
const mainstream = items.slice(0, 3);
const offstream = items.slice(3);

const meta = preview.meta({
  title: 'Generation/ConceptList',
  component: ConceptList,
  render: argStateRender(ConceptList, { stream: 'onStreamChange', selectedId: 'onSelect' }),
  decorators: [padded({ maxWidth: '26rem' })],
  args: {
    mainstream,
    offstream,
    stream: 'mainstream',
    selectedId: null,
    ...spies('onSelect', 'onStreamChange'),
  } as const,
});

/** SPEC §2: Mainstream first; a title opens its concept; Offstream holds the other two. */
export const MainstreamAndOffstream = meta.story({
  args: { selectedId: 'concept-1' },
  play: async ({ canvas, args }) => {
    const mainTab = canvas.getByRole('tab', { name: 'Mainstream' });
    await expect(mainTab).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Mainstream concepts' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Behind the counter at 5 a.m.' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'One loaf, three breakfasts' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('concept-3');

    await userEvent.click(canvas.getByRole('tab', { name: 'Offstream' }));
    await expect(args.onStreamChange).toHaveBeenLastCalledWith('offstream');
    const offList = canvas.getByRole('list', { name: 'Offstream concepts' });
    await expect(
      within(offList)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['The bread that failed', 'A day without flour']);
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Offstream');
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Mainstream' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Offstream' })).toHaveFocus();
    await expect(args.onStreamChange).toHaveBeenLastCalledWith('offstream');
    // Tab leaves the tablist for the panel, then reaches the first concept.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'The bread that failed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('concept-4');
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading concepts…');
    await expect(canvas.queryByRole('list', { name: 'Mainstream concepts' })).toBeNull();
  },
});

export const Empty = meta.story({
  args: { mainstream: [], offstream: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No concepts yet.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Offstream' })).toBeVisible();
  },
});

/** Grouped by run, newest first: each run's date and instructions over its concepts. */
export const ByRun = meta.story({
  args: { runs: conceptRuns, selectedId: 'run3-c0' },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Mainstream concepts' });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      '27 Nov 2026, 09:14',
      '24 Nov 2026, 16:02',
      '20 Nov 2026, 07:45',
    ]);
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
    await expect(canvas.getByText('Lean into the autumn menu.')).toBeVisible();
    await expect(canvas.getByText('No additional instructions')).toBeVisible();
    const older = canvas.getByRole('listitem', { name: '24 Nov 2026, 16:02' });
    await userEvent.click(within(older).getByRole('button', { name: 'One loaf, three breakfasts' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('run2-c2');
    await userEvent.click(canvas.getByRole('tab', { name: 'Offstream' }));
    const off = canvas.getByRole('list', { name: 'Offstream concepts' });
    await expect(within(off).getAllByRole('button')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Show earlier runs' })).toBeNull();
  },
});

/** More runs exist further back: 'Show earlier runs' under the three, busy while the next page loads. */
export const ByRunWithEarlier = meta.story({
  args: { runs: conceptRuns, earlierRuns: { onShow: fn(), loading: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show earlier runs' }));
    await expect(args.earlierRuns?.onShow).toHaveBeenCalledTimes(1);
  },
});

export const ByRunLoadingEarlier = meta.story({
  args: { runs: conceptRuns, earlierRuns: { onShow: fn(), loading: true } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show earlier runs' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});
