import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { HelpView } from '../../app/src/features/help/HelpView.tsx';
import { Markdown } from '../../ui/src/index.ts';
import { faqs } from '../fixtures.tsx';
import { useArgState } from '../useArgState.ts';
import { backToTop, onNavigate, PatternShell } from './PatternShell.tsx';
import { idleMessage, useMessageArgs } from './supportMessage.ts';

// /help-and-support's own view (app/src/features/help/HelpView.tsx) with fixture questions: the
// questions beside the answer, then 'Send us a message' (the message box for a signed-in person, a
// log-in prompt for a visitor, whose sidebar has a 'Log in' button instead of the wallet).

const meta = preview.meta({
  title: 'Patterns/Help Centre',
  component: HelpView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  render: function Render(args) {
    // The message box's state lives in the args, as useSupportMessage keeps it in the app.
    const message = useMessageArgs(args);
    return (
      <PatternShell active="/help-and-support" visitor={message === null}>
        <HelpView {...useArgState(args, { selectedId: 'onSelect' })} message={message} />
      </PatternShell>
    );
  },
  args: {
    status: 'ready',
    loadError: null,
    onRetry: fn(),
    faqs: faqs.map((faq) => ({ id: faq.id, question: faq.title, answer: faq.answer })),
    selectedId: faqs[0]?.id ?? null,
    onSelect: fn(),
    Markdown,
    message: idleMessage(),
    loginHref: '/login?next=%2Fhelp-and-support',
    onNavigate,
  } as const,
});

/** A signed-in person reads an answer and sends the team a message. */
export const SignedIn = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('link', { name: 'Help and support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: /How does billing work/ }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'How does billing work?' })).toBeVisible();
    await expect(canvas.getByText('prepaid wallet')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Can I get an invoice?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.message?.onSend).toHaveBeenCalledWith('Can I get an invoice?');
    await expect(canvas.getByText('Thanks for your message! We will get back to you soon.')).toBeVisible();
    backToTop(canvasElement);
  },
});

/** A visitor (no account) reads the answers; writing to the team asks them to log in first. */
export const Visitor = meta.story({
  args: { message: null },
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    await expect(canvas.queryByText('Wallet balance')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    await expect(canvas.getByText('Sign in to send us a message')).toBeVisible();
    const logIns = canvas.getAllByRole('link', { name: 'Log in' });
    await expect(logIns).toHaveLength(2);
    await userEvent.click(logIns[1] as HTMLElement);
    await expect(onNavigate).toHaveBeenCalledWith('/login?next=%2Fhelp-and-support', expect.anything());
    backToTop(canvasElement);
  },
});
