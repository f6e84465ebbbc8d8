import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { CodeBoxes } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Sign-in/CodeBoxes',
  component: CodeBoxes,
  render: argStateRender(CodeBoxes, { value: 'onChange' }),
  args: { value: '', onChange: fn(), onComplete: fn() },
  decorators: [padded()],
});

/** The four digit boxes in order; `getByRole` throws when one is missing, so each is defined. */
const boxes = (canvasElement: HTMLElement): [HTMLElement, HTMLElement, HTMLElement, HTMLElement] => {
  const digit = (n: number) => within(canvasElement).getByRole('textbox', { name: `Digit ${n} of 4` });
  return [digit(1), digit(2), digit(3), digit(4)];
};

/** Box by box, the digits of `code`; a space stands for a box left empty. */
const seesDigits = async (canvasElement: HTMLElement, code: string) => {
  for (const [index, box] of boxes(canvasElement).entries()) {
    await expect(box).toHaveValue(code.charAt(index).trim());
  }
};

/** The whole code was handed on once, as it stands. */
const completedOnceWith = async (onComplete: unknown, code: string) => {
  await expect(onComplete).toHaveBeenCalledTimes(1);
  await expect(onComplete).toHaveBeenCalledWith(code);
};

export const Empty = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeVisible();
    const [first, ...rest] = boxes(canvasElement);
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of [first, ...rest]) {
      await expect(box).toHaveAttribute('inputmode', 'numeric');
      await expect(box).toHaveValue('');
    }
    for (const box of rest) await expect(box).toHaveAttribute('autocomplete', 'off');
  },
});

export const TypingMovesForward = meta.story({
  play: async ({ canvasElement, args }) => {
    const [first, second, third, fourth] = boxes(canvasElement);
    await userEvent.click(first);
    await userEvent.keyboard('1');
    await expect(first).toHaveValue('1');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('2');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('3');
    await expect(fourth).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    await expect(fourth).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
    // The fourth digit submits by itself (SPEC §2).
    await completedOnceWith(args.onComplete, '1234');
  },
});

export const PasteFillsAll = meta.story({
  play: async ({ canvasElement, args }) => {
    const [first, , , fourth] = boxes(canvasElement);
    await userEvent.click(first);
    await userEvent.paste('12 34');
    await seesDigits(canvasElement, '1234');
    await expect(fourth).toHaveFocus();
    await completedOnceWith(args.onComplete, '1234');
  },
});

export const PasteIntoALaterBox = meta.story({
  play: async ({ canvasElement, args }) => {
    const [first, , third, fourth] = boxes(canvasElement);
    await userEvent.click(third);
    await userEvent.paste('98');
    await seesDigits(canvasElement, '  98');
    // A whole code fills every box whichever box has the caret.
    await userEvent.paste('5678');
    await expect(first).toHaveValue('5');
    await expect(fourth).toHaveValue('8');
    await completedOnceWith(args.onComplete, '5678');
  },
});

export const BackspaceMovesBack = meta.story({
  args: { value: '123' },
  play: async ({ canvasElement, args }) => {
    const [first, second, third, fourth] = boxes(canvasElement);
    await userEvent.click(fourth);
    // Backspace on the empty fourth box moves back and clears the third.
    await userEvent.keyboard('{Backspace}');
    await expect(third).toHaveFocus();
    await expect(third).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
});

export const ArrowKeysMove = meta.story({
  args: { value: '12' },
  play: async ({ canvasElement }) => {
    const [first, second, third] = boxes(canvasElement);
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(first).toHaveFocus();
    // Typing over a filled box replaces its digit and moves on.
    await userEvent.keyboard('7');
    await expect(first).toHaveValue('7');
    await expect(second).toHaveFocus();
  },
});

export const DigitsOnly = meta.story({
  play: async ({ canvasElement, args }) => {
    const [first, second] = boxes(canvasElement);
    await userEvent.click(first);
    await userEvent.keyboard('a-. e');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
    await userEvent.paste('abc');
    await expect(first).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('5x');
    await expect(first).toHaveValue('5');
    await expect(second).toHaveValue('');
  },
});

export const OneTimeCodeAutofill = meta.story({
  play: async ({ canvasElement, args }) => {
    const [first] = boxes(canvasElement);
    // The browser's one-time-code autofill (and some virtual keyboards) skip keydown: the whole code
    // lands in the first box as input, and is spread over the four.
    fireEvent.change(first, { target: { value: '4821' } });
    await waitFor(() => seesDigits(canvasElement, '4821'));
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
  },
});

export const Disabled = meta.story({
  args: { value: '1234', disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of boxes(canvasElement)) await expect(box).toBeDisabled();
    await expect(boxes(canvasElement)[0]).toHaveValue('1');
  },
});

export const Invalid = meta.story({
  args: { value: '1234', error: true },
  play: async ({ canvasElement }) => {
    for (const box of boxes(canvasElement)) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
});
