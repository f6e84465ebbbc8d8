import { expect, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { formatGrowth, UsageTable } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { usageMonths, usageRows } from './dashboardFixtures.tsx';
import { padded } from './padded.tsx';
import { fitsTheWindow, pressRetry, seesLoadError } from './playSteps.ts';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Dashboard/UsageTable',
  component: UsageTable,
  args: {
    status: 'ready',
    rows: usageRows,
    months: usageMonths,
    month: '2026-02',
    ...spies('onMonthChange', 'onRetry'),
  } as const,
  render: argStateRender(UsageTable, { month: 'onMonthChange' }),
  decorators: [padded({ maxWidth: '44rem' }, { tighterOnMobile: true })],
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

export const Month = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Usage statistics' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Usage in February 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Metric', 'Count', 'Growth (%)', 'Growth Trend']);
    const concepts = within(table).getByRole('row', { name: /Concepts Generated/ });
    await expect(cellsOf(concepts)).toEqual(['15', '+200%', 'Up']);
    const posts = within(table).getByRole('row', { name: /Posts Drafted/ });
    await expect(cellsOf(posts)).toEqual(['2', '\u221233.3%', 'Down']);
    // No captions the month before: no percentage, shown as a dash (and said in words).
    const captions = within(table).getByRole('row', { name: /Medias Captioned/ });
    await expect(within(captions).getByText('—')).toBeVisible();
    await expect(captions).toHaveTextContent('none the month before');
    await expect(within(captions).getByText('Flat')).toBeVisible();
    // Up and down are told apart by colour as well as by word and icon.
    const up = getComputedStyle(within(concepts).getByText('Up')).color;
    const down = getComputedStyle(within(posts).getByText('Down')).color;
    await expect(up).not.toBe(down);
    await expect(formatGrowth(0)).toBe('0%');
  },
});

export const SwitchingMonth = meta.story({
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Month' });
    await expect(select).toHaveValue('2026-02');
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(labels).toEqual(usageMonths.map((m) => m.label));
    await userEvent.selectOptions(select, '2025-12');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2025-12');
    await expect(select).toHaveValue('2025-12');
    await expect(canvas.getByRole('table', { name: 'Usage in December 2025' })).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', rows: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Loading usage for February 2026' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Usage statistics' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The month can still be changed while a month loads.
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toBeEnabled();
  },
});

export const Failed = meta.story({
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await seesLoadError(canvas, "Couldn't load your usage.");
    await expect(canvas.queryByRole('table')).toBeNull();
    await pressRetry(canvas, args.onRetry);
  },
});

export const NothingYet = meta.story({
  args: {
    rows: usageRows.map((row) => ({ ...row, count: 0, growthPercent: null, trend: 'flat' as const })),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByText('—')).toHaveLength(3);
    await expect(within(table).getAllByText('Flat')).toHaveLength(3);
  },
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await fitsTheWindow();
  },
});
