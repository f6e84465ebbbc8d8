import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { DeferredMarkdown, Markdown, MarkdownPlaceholder } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const rich = `# Drafting posts that sell

Plume turns **one photo** into a ready-to-post caption. Pick a *style*, add some context and let it write.

## What you need

1. A clear product photo (JPEG, PNG or WebP)
2. Optional media context, such as \`summer launch\`
3. A few words about your audience

- Short hooks work best on Instagram
- Longer stories suit LinkedIn

> Tip: keep your profile up to date — every generation reads it.

### Costs

Each post costs \`$0.30\` per image, paid from your wallet.

\`\`\`
Style: E-Commerce
Tone: friendly, confident
\`\`\`

---

Read more in the [Plume guide](https://example.com/guide).`;

const meta = preview.meta({
  title: 'Content/Markdown',
  component: Markdown,
  args: { children: rich },
  decorators: [padded()],
});

export const RichContent = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Drafting posts that sell' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What you need' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByText('one photo').tagName).toBe('STRONG');
    await expect(canvas.getByText(/keep your profile up to date/)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Plume guide' });
    await expect(link).toHaveAttribute('href', 'https://example.com/guide');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('hr')).not.toBeNull();
    await expect(canvasElement.querySelector('pre code')).toHaveTextContent('Style: E-Commerce');
  },
});

export const RawHtmlIsNotRendered = meta.story({
  args: {
    children: `Safe text before.

<script>window.__plumeXss = true</script>
<img src="x" onerror="window.__plumeXss = true" alt="bad">
<b>bold via html</b> and <a href="javascript:alert(1)">html link</a>

Safe text after, with a [javascript link](javascript:alert(1)).`,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Safe text before.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'html link' })).toBeNull();
    // An inline tag goes; the words between its opening and closing tags stay, as plain text.
    await expect(canvas.getByText('bold via html and html link').tagName).toBe('P');
    await expect((window as { __plumeXss?: boolean }).__plumeXss).toBeUndefined();
    // No element the text made carries an event handler.
    const handlers = [...canvasElement.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)),
    );
    await expect(handlers).toEqual([]);
    // markdown-to-jsx's URL sanitiser drops unsafe protocols.
    const jsLink = canvas.getByText('javascript link');
    await expect(jsLink.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  },
});

/** GitHub's flavour beyond tables: strikethrough, task lists and bare links. */
export const GitHubFlavour = meta.story({
  args: {
    children: `Launch checklist, see https://example.com/launch for the plan:

- [x] Photo uploaded
- [ ] Caption approved

Price: ~~$12~~ $9 this week.`,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://example.com/launch' });
    await expect(link).toHaveAttribute('href', 'https://example.com/launch');
    await expect(link).toHaveAttribute('target', '_blank');
    const [done, open] = canvas.getAllByRole('checkbox');
    await expect(done).toBeChecked();
    await expect(done).toBeDisabled();
    await expect(open).not.toBeChecked();
    await expect(canvas.getByText('$12').tagName).toBe('DEL');
  },
});

export const Short = meta.story({
  args: { children: 'Plume is an AI assistant that drafts **concepts** and **posts** from your profile.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Plume is an AI assistant/)).toBeVisible();
  },
});

export const Table = meta.story({
  args: {
    children: `| What you generate | Price |
| --- | ---: |
| 5 concepts | $0.10 |
| 1 post draft (per image) | $0.30 |`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
});

/**
 * DeferredMarkdown, what concept panels and post cards use: the renderer is fetched on first use, so a
 * screen that opens them on a click does not download it with its first paint. MarkdownPlaceholder
 * (below) stands in until it arrives (Storybook loads it before every story); then the same text.
 */
export const Deferred = meta.story({
  args: { children: '## Autumn menu\n\nThree **new** pastries, one a week.' },
  render: (args) => <DeferredMarkdown {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Autumn menu' })).toBeVisible();
    await expect(canvas.getByText('new').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
  },
});

/**
 * MarkdownPlaceholder: what a concept panel's section or a post card shows while the renderer downloads,
 * lines of placeholder about as many as the text will take, marked busy for assistive technology.
 */
export const WhileLoading = meta.story({
  render: (args) => <MarkdownPlaceholder {...args} />,
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-busy="true"]');
    await expect(block).not.toBeNull();
    // The rich sample is long: three lines, the last one shorter.
    await expect(block?.querySelectorAll('[data-skeleton] > span')).toHaveLength(3);
    await expect(block).not.toHaveTextContent(/\S/);
  },
});
