import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { GenerateButton } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { pressBusy, pressDisabled } from './playSteps.ts';

const meta = preview.meta({
  title: 'Generation/GenerateButton',
  component: GenerateButton,
  args: { label: 'Generate 5 Concept', costCents: 10, onClick: fn() },
  decorators: [padded({ maxWidth: '28rem' })],
});

/** SPEC §2 /concept-generation: 'Generate 5 Concept' with the cost of a run. */
export const ConceptRun = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generate 5 Concept $0.10' });
    await expect(canvas.getByText('$0.10')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

/** Post Drafting's button: the price is per image. */
const perImage = { label: 'Generate', costCents: 30, costSuffix: 'per Image' };

/** SPEC §2 /post-generation: 'Generate $0.30 per Image', the price from the costs table. */
export const PerImage = meta.story({
  args: perImage,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('$0.30 per Image')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate $0.30 per Image' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Generating = meta.story({
  args: { ...perImage, busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generating...' });
    await expect(button).toBeVisible();
    await expect(canvas.queryByText('$0.30 per Image')).toBeNull();
    await pressBusy(button, args.onClick);
  },
});

/** The costs table has not answered yet: the button says what it does, no made-up price. */
export const CostUnknown = meta.story({
  args: { costCents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generate 5 Concept' })).toBeEnabled();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
});

export const FullWidthDisabled = meta.story({
  args: { fullWidth: true, disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generate 5 Concept $0.10' });
    await pressDisabled(button, args.onClick);
  },
});

/**
 * Post Drafting with two images: the SPEC's button, and under it the run's total and what stays in the
 * wallet, read as the button's description.
 */
export const ChargeForImages = meta.story({
  args: { ...perImage, charge: { units: 2, unit: ['image', 'images'], balanceCents: 15_00 } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generate $0.30 per Image' });
    await expect(button).toHaveAccessibleDescription('2 images × $0.30 = $0.60 · $14.40 left');
    await expect(canvas.getByText('2 images × $0.30 = $0.60')).toBeVisible();
    await expect(canvas.getByText('$14.40 left')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

/** Post Drafting without images: the run is one text-only post, charged one unit, and the line says so. */
export const ChargeWithoutImages = meta.story({
  args: {
    ...perImage,
    charge: {
      units: 1,
      unit: ['text-only post', 'text-only posts'],
      lead: 'No images:',
      balanceCents: 15_00,
    },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Generate $0.30 per Image' });
    await expect(button).toHaveAccessibleDescription(
      'No images: 1 text-only post × $0.30 = $0.30 · $14.70 left',
    );
    await expect(canvas.getByText('No images: 1 text-only post × $0.30 = $0.30')).toBeVisible();
    await expect(button).toBeEnabled();
  },
});

/**
 * The wallet cannot pay for the run: the line says so plainly instead of a negative remainder. The
 * button stays live, so the click gets the server's 'Out of credits.' with its Recharge Now link.
 */
export const ChargeShortBalance = meta.story({
  args: { ...perImage, charge: { units: 3, unit: ['image', 'images'], balanceCents: 50 } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generate $0.30 per Image' });
    await expect(button).toHaveAccessibleDescription(
      '3 images × $0.30 = $0.90 · Not enough credit: you have $0.50',
    );
    await expect(canvas.getByText('Not enough credit: you have $0.50')).toBeVisible();
    await expect(canvas.queryByText(/left/)).toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

/** Concept Generation: one run at its price; while a run is in flight the line stays, the button waits. */
export const ChargeConceptRun = meta.story({
  args: { charge: { units: 1, unit: ['run', 'runs'], balanceCents: 5_00 }, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 run × $0.10 = $0.10')).toBeVisible();
    await expect(canvas.getByText('$4.90 left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  },
});

/** The balance is not known (its fetch failed): the total shows, and nothing is said about what remains. */
export const ChargeBalanceUnknown = meta.story({
  args: { charge: { units: 1, unit: ['run', 'runs'], balanceCents: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Generate 5 Concept $0.10' }),
    ).toHaveAccessibleDescription('1 run × $0.10 = $0.10');
    await expect(canvas.queryByText(/left|credit/)).toBeNull();
  },
});
