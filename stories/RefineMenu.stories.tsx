import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { RefineMenu } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { refineChoices, refineLanguages } from './refineFixtures.ts';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Generation/RefineMenu',
  component: RefineMenu,
  args: {
    platformLabel: 'Instagram',
    priceCents: 5,
    choices: refineChoices,
    languages: refineLanguages,
    defaultLanguage: 'fr-FR',
    busy: null,
    ...spies('onRefine', 'onClose'),
  },
  decorators: [padded({ maxWidth: '26rem' })],
});

/** Open: six one-click changes, Translate with its language, the person's own words, and the price. */
export const Open = meta.story({
  play: async ({ canvas, args }) => {
    const menu = canvas.getByRole('region', { name: 'Refine the Instagram post' });
    const quick = within(menu).getByRole('list', { name: 'Quick changes' });
    await expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Shorter', 'Longer', 'More playful', 'More professional', 'Add emoji', 'No emoji']);
    // Focus moves in from an effect once the menu is on screen.
    await waitFor(() => expect(within(quick).getByRole('button', { name: 'Shorter' })).toHaveFocus());
    await expect(
      canvas.getByText('Each refine costs $0.05. Undo puts the text back for free.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More playful' }));
    await expect(args.onRefine).toHaveBeenCalledWith({ instruction: 'playful' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** Translate sends the language chosen from the 36. */
export const Translate = meta.story({
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Translate into' });
    await expect(within(select).getAllByRole('option')).toHaveLength(36);
    await expect(select).toHaveValue('fr-FR');
    await userEvent.selectOptions(select, 'de-DE');
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(args.onRefine).toHaveBeenCalledWith({ instruction: 'translate', language: 'de-DE' });
  },
});

/** A custom instruction counts its words against 250 and cannot be sent empty or over the limit. */
export const CustomInstruction = meta.story({
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Custom instruction' });
    await expect(send).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your instruction' }),
      'Mention the Saturday market',
    );
    await expect(canvas.getByText('4 / 250 words')).toBeVisible();
    await userEvent.click(send);
    await expect(args.onRefine).toHaveBeenCalledWith({
      instruction: 'custom',
      custom: 'Mention the Saturday market',
    });
  },
});

/** While a refine runs its button spins and every other choice waits: a second click pays for nothing. */
export const Busy = meta.story({
  args: { busy: 'shorter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Shorter' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Longer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Translate' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Translate into' })).toBeDisabled();
  },
});

/** While the costs load the menu names no price rather than a wrong one. */
export const PriceLoading = meta.story({
  args: { priceCents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Each refine is a paid run\./)).toBeVisible();
  },
});
