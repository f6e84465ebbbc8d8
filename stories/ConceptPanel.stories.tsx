import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ConceptPanel, conceptToText, textFileName, vars } from '../ui/src/index.ts';
import { firstConcept } from './generationFixtures.ts';
import { padded } from './padded.tsx';
import { copyReturnsToRest, pressCopy } from './playSteps.ts';

const meta = preview.meta({
  title: 'Generation/ConceptPanel',
  component: ConceptPanel,
  args: { concept: firstConcept, onDownload: fn(), onCopy: fn(), onClose: fn() },
  decorators: [padded({ maxWidth: '44rem' })],
});

const HEADINGS = [
  'Concept',
  'Details',
  'Practical Tips you can add to the post',
  'Inspiration for media you can add to the post',
];

/** SPEC §2: the concept's title, then the four headings in order, each over its Markdown text. */
export const FourSections = meta.story({
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Behind the counter at 5 a.m.' });
    const headings = within(panel).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(HEADINGS);
    for (const heading of HEADINGS) {
      await expect(within(panel).getByRole('region', { name: heading })).toBeVisible();
    }
    // Markdown, restyled: bold, lists and emphasis render as elements, not asterisks.
    await expect(within(panel).getByText('first hour').tagName).toBe('STRONG');
    await expect(within(panel).getByText('Shoot in natural light by the window.').tagName).toBe('LI');
    await expect(within(panel).getByText('pastéis de nata').tagName).toBe('EM');
    await expect(canvas.queryByText('offline demo model')).toBeNull();
    // No read post inspired it: no "Inspired by".
    await expect(canvas.queryByRole('heading', { name: 'Inspired by' })).toBeNull();
  },
});

export const DownloadCopyClose = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download concept' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await pressCopy(canvas, args.onCopy, 'Copy concept');
    await userEvent.click(canvas.getByRole('button', { name: 'Close concept' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await copyReturnsToRest(canvas, 'Copy concept', 3000);
  },
});

/** What the app copies and downloads: the same headings, as plain text, in a file named after the title. */
export const TextForCopyAndDownload = meta.story({
  render: () => (
    <figure style={{ margin: 0, fontSize: vars.fontSize.sm }}>
      <figcaption style={{ fontWeight: vars.fontWeight.semibold }}>
        {textFileName(firstConcept.Title)}
      </figcaption>
      <pre style={{ whiteSpace: 'pre-wrap', fontFamily: vars.font.mono }}>{conceptToText(firstConcept)}</pre>
    </figure>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Behind the counter at 5 a.m..txt')).toBeVisible();
    const text = conceptToText(firstConcept);
    await expect(text.startsWith('Behind the counter at 5 a.m.\n\nConcept\nShow the **first hour**')).toBe(
      true,
    );
    const positions = HEADINGS.map((heading) => text.indexOf(`\n\n${heading}\n`));
    await expect(positions.every((position) => position > 0)).toBe(true);
    await expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(textFileName(firstConcept.Title)).toBe('Behind the counter at 5 a.m..txt');
    await expect(textFileName('Q3: what/why? <draft>\u0000')).toBe('Q3 what why draft.txt');
    await expect(textFileName('...hidden')).toBe('hidden.txt');
    await expect(textFileName(' \t ')).toBe('plume.txt');
    await expect(textFileName('🍞'.repeat(100))).toBe(`${'🍞'.repeat(80)}.txt`);
  },
});

export const OfflineModel = meta.story({
  args: { offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('offline demo model')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Behind the counter at 5 a.m.' }),
    ).toBeVisible();
  },
});

export const WithoutActions = meta.story({
  args: { onDownload: undefined, onCopy: undefined, onClose: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
});

/**
 * A concept built on read posts: "Inspired by" lists each as a link out (new tab, no opener), labelled
 * with whose post it is; an address that is not http(s) is never drawn as a link.
 */
export const InspiredBy = meta.story({
  args: {
    sources: [
      {
        url: 'https://bsky.app/profile/peer.bsky.social/post/3lnewest0001',
        label: 'peer.bsky.social on Bluesky',
      },
      { url: 'https://crumbandco.example/blog/rhubarb-buns', label: 'crumbandco.example' },
      { url: 'javascript:alert(1)', label: 'Not a link' },
    ],
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Inspired by' });
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'peer.bsky.social on Bluesky',
      'crumbandco.example',
    ]);
    await expect(links[0]).toHaveAttribute(
      'href',
      'https://bsky.app/profile/peer.bsky.social/post/3lnewest0001',
    );
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByText('Not a link')).toBeNull();
  },
});
