import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { MessageBox, type MessageBoxStatus } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const FAILED = 'Failed to send message. Please try again.';
const QUESTION = 'How long does a wallet recharge take to show up in my balance?';

/** A whole round trip as a screen drives it: each send settles after `delayMs` with the next outcome. */
function SendFlow({ outcomes, delayMs = 200 }: { outcomes: Array<'sent' | 'error'>; delayMs?: number }) {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<MessageBoxStatus>('idle');
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <MessageBox
      status={status}
      value={value}
      error={FAILED}
      onChange={setValue}
      onSend={() => {
        setStatus('sending');
        const outcome = outcomes[attempt.current++] ?? 'sent';
        timer.current = setTimeout(() => {
          setStatus(outcome);
          if (outcome === 'sent') setValue('');
        }, delayMs);
      }}
      onReset={() => setStatus('idle')}
    />
  );
}

const meta = preview.meta({
  title: 'Support/MessageBox',
  component: MessageBox,
  render: argStateRender(MessageBox, { value: 'onChange' }),
  args: { status: 'idle', value: '', onChange: fn(), onSend: fn(), onReset: fn() } as const,
  decorators: [padded({ maxWidth: '44rem' }, { tighterOnMobile: true })],
});

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Your message' });

export const Idle = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const box = field(canvasElement);
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('placeholder', 'Your message here...');
    await expect(box).toHaveAttribute('maxlength', '2000');
    await expect(box).toHaveAccessibleDescription('0 of 2000 characters');
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.type(box, `  ${QUESTION} `);
    await expect(args.onChange).toHaveBeenLastCalledWith(`  ${QUESTION} `);
    await expect(send).toBeEnabled();
    await expect(canvas.getByText(`${QUESTION.length + 3} / 2000`)).toBeVisible();
    // The text goes out trimmed, from the button and from Ctrl/Cmd+Enter.
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenLastCalledWith(QUESTION);
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onSend).toHaveBeenCalledTimes(3);
    // The shortcut sends; it does not add a line.
    await expect(box).toHaveValue(`  ${QUESTION} `);
  },
});

/** With its own title (the dashboard's 'Send us a message'): inside the card, at its top, naming it. */
export const WithTitle = meta.story({
  args: { title: 'Send us a message', headingLevel: 3 },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('region', { name: 'Send us a message' });
    const title = within(card).getByRole('heading', { level: 2, name: 'Send us a message' });
    const cardBox = card.getBoundingClientRect();
    const titleBox = title.getBoundingClientRect();
    await expect(titleBox.top).toBeGreaterThan(cardBox.top);
    await expect(titleBox.left).toBeGreaterThan(cardBox.left);
    await expect(titleBox.top).toBeLessThan(field(canvasElement).getBoundingClientRect().top);
  },
});

export const BlankIsNotSent = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const box = field(canvasElement);
    await userEvent.type(box, '    ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('    \n');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

export const Sending = meta.story({
  args: { status: 'sending', value: QUESTION },
  play: async ({ canvas, canvasElement, args }) => {
    const box = field(canvasElement);
    await expect(box).toBeDisabled();
    await expect(box).toHaveValue(QUESTION);
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

export const Sent = meta.story({
  args: { status: 'sent', value: QUESTION },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Message Sent!' })).toBeVisible();
    await expect(canvas.getByText('Thanks for your message! We will get back to you soon.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send new Message' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
});

export const Failed = meta.story({
  args: { status: 'error', value: QUESTION, error: FAILED },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(FAILED);
    const box = field(canvasElement);
    await expect(box).toBeEnabled();
    await userEvent.type(box, ' Thanks!');
    await expect(args.onChange).toHaveBeenLastCalledWith(`${QUESTION} Thanks!`);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith(`${QUESTION} Thanks!`);
  },
});

// 1,990 characters, ending on a word and a space.
const nearlyFull = `${QUESTION} `.repeat(40).slice(0, 1990);

export const NearLimit = meta.story({
  args: { value: nearlyFull },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('1990 / 2000')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You are near the 2000-character limit.');
    const box = field(canvasElement);
    // maxLength stops the text at the limit.
    await userEvent.type(box, 'Is that normal?');
    await expect(box).toHaveValue(`${nearlyFull}Is that no`);
    await expect(args.onChange).toHaveBeenLastCalledWith(`${nearlyFull}Is that no`);
    await expect(canvas.getByText('2000 / 2000')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You have reached the 2000-character limit.');
  },
});

export const SendFailsThenSucceeds = meta.story({
  render: () => <SendFlow outcomes={['error', 'sent']} />,
  play: async ({ canvas, canvasElement }) => {
    const box = field(canvasElement);
    await userEvent.type(box, QUESTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(box).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    // A failure keeps the text and gives focus back to it, ready for a retry.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(FAILED));
    await expect(box).toHaveValue(QUESTION);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    // Success replaces the form, and focus goes to its heading so it is announced.
    const heading = await canvas.findByRole('heading', { name: 'Message Sent!' });
    await expect(heading).toHaveFocus();
    // 'Send new Message' brings back an empty form, focused.
    await userEvent.click(canvas.getByRole('button', { name: 'Send new Message' }));
    const fresh = field(canvasElement);
    await expect(fresh).toHaveValue('');
    await expect(fresh).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
});

export const Phone = meta.story({
  // tests/visual screenshots stories with this tag at a 390×844 phone viewport.
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { status: 'error', value: QUESTION, error: FAILED },
  play: async ({ canvas, canvasElement }) => {
    const box = field(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(box).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(FAILED);
    // The button stays on the right, on the counter's row, and inside the card.
    const boxRect = box.getBoundingClientRect();
    const sendRect = send.getBoundingClientRect();
    await expect(Math.round(sendRect.right)).toBe(Math.round(boxRect.right));
    await expect(sendRect.top).toBeGreaterThan(boxRect.bottom);
  },
});
