import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DetailPanel,
  EmptyState,
  Icons,
  LinkButton,
  Markdown,
  MessageBox,
  type MessageBoxStatus,
  PageHeader,
  SelectableList,
} from '../../ui/src/index.ts';
import { faqs } from '../fixtures.tsx';
import {
  backToTop,
  column,
  onNavigate,
  PatternShell,
  screen,
  sectionHeading,
  split,
} from './PatternShell.tsx';

// /help-and-support as app/src/features/help/HelpScreen.tsx composes it: the questions beside the
// answer, then 'Send us a message' (the message box for a signed-in person, a log-in prompt for a
// visitor, whose sidebar has a 'Log in' button instead of the wallet).

const onSend = fn();

function MessageSection({ visitor }: { visitor: boolean }): ReactElement {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<MessageBoxStatus>('idle');
  return (
    <section aria-labelledby="help-message-heading">
      <h2 id="help-message-heading" style={sectionHeading}>
        Send us a message
      </h2>
      {visitor ? (
        <EmptyState
          icon={<Icons.Inbox size="lg" />}
          title="Sign in to send us a message"
          description="We answer every message from a signed-in account, so we can look into your wallet and generations."
          action={
            <LinkButton href="/login?next=%2Fhelp-and-support" onNavigate={onNavigate}>
              Log in
            </LinkButton>
          }
        />
      ) : (
        <MessageBox
          status={status}
          value={value}
          onChange={setValue}
          onSend={(text) => {
            onSend(text);
            setStatus('sent');
          }}
          onReset={() => {
            setValue('');
            setStatus('idle');
          }}
          headingLevel={3}
        />
      )}
    </section>
  );
}

function HelpCentre({ visitor = false }: { visitor?: boolean }): ReactElement {
  const [selectedId, setSelectedId] = useState(faqs[0]?.id ?? '');
  const selected = faqs.find((faq) => faq.id === selectedId);
  return (
    <PatternShell active="/help-and-support" visitor={visitor}>
      <div style={screen}>
        <PageHeader
          title="Help Centre"
          description="Answers to the questions creators ask most, and a way to reach the Plume team."
        />
        <div style={split}>
          <div style={column}>
            <SelectableList
              label="Frequently asked questions"
              items={faqs.map((faq) => ({ id: faq.id, title: faq.title }))}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          </div>
          {selected ? (
            <DetailPanel title={selected.title}>
              <Markdown>{selected.answer}</Markdown>
            </DetailPanel>
          ) : null}
        </div>
        <MessageSection visitor={visitor} />
      </div>
    </PatternShell>
  );
}

const meta = {
  title: 'Patterns/Help Centre',
  component: HelpCentre,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in person reads an answer and sends the team a message. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    onSend.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Help and support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: /How does billing work/ }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'How does billing work?' })).toBeVisible();
    await expect(canvas.getByText('prepaid wallet')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Can I get an invoice?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(onSend).toHaveBeenCalledWith('Can I get an invoice?');
    await expect(canvas.getByText('Thanks for your message! We will get back to you soon.')).toBeVisible();
    backToTop(canvasElement);
  },
};

/** A visitor (no account) reads the answers; writing to the team asks them to log in first. */
export const Visitor: Story = {
  args: { visitor: true },
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Wallet balance')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    await expect(canvas.getByText('Sign in to send us a message')).toBeVisible();
    const logIns = canvas.getAllByRole('link', { name: 'Log in' });
    await expect(logIns).toHaveLength(2);
    await userEvent.click(logIns[1] as HTMLElement);
    await expect(onNavigate).toHaveBeenCalledWith('/login?next=%2Fhelp-and-support', expect.anything());
    backToTop(canvasElement);
  },
};
